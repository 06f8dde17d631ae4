import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const LUCIDE_MODULES = /\/node_modules\/lucide-react\/dist\/esm\//;
const CREATE_ICON = /(^|\/)createLucideIcon\.mjs$/;
const STATIC_ICON = fileURLToPath(new URL("../src/lib/static-icon.ts", import.meta.url));

/**
 * lucide-react's icon modules make their components with our `createLucideIcon`
 * (src/lib/static-icon.ts): the same markup, its shapes as one string. The build fails if no
 * icon module asked for lucide's any more, so a lucide release that moves it is noticed.
 */
export function staticIcons(): Plugin {
  let redirected = 0;
  return {
    name: "static-icons",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !LUCIDE_MODULES.test(importer) || !CREATE_ICON.test(source)) return null;
      redirected += 1;
      return STATIC_ICON;
    },
    buildEnd(error) {
      if (!error && redirected === 0) {
        this.error("no lucide-react module imports createLucideIcon.mjs: see this plugin");
      }
    },
  };
}
