import type { Plugin } from "vite";

const SONNER_MODULE = /\/node_modules\/sonner\/dist\/index\.mjs$/;
const INSERT_CSS_CALL = /^__insertCSS\(".*"\);$/m;

/**
 * Sonner adds its stylesheet to <head> when its module runs, which here is just after a page has
 * hydrated (app/deferred-toaster.tsx). A new sheet with rules on <html> (its direction's custom
 * properties) re-styles and re-lays out the whole document: a 10-20 ms task on this machine,
 * four times that on a phone, after every first paint. Its rules come with our stylesheet instead
 * (styles.css imports sonner's own styles.css), and this removes the call that would add them
 * again. The build fails if sonner's module no longer has that call, so the two stay in step.
 */
export function sonnerStylesFromOurSheet(): Plugin {
  return {
    name: "sonner-styles-from-our-sheet",
    apply: "build",
    transform(code, id) {
      if (!SONNER_MODULE.test(id)) return undefined;
      if (!INSERT_CSS_CALL.test(code)) {
        this.error("sonner's module no longer adds its styles with __insertCSS: see this plugin");
      }
      return { code: code.replace(INSERT_CSS_CALL, ""), map: null };
    },
  };
}
