import path from "node:path";
import type { Plugin } from "vite";

/** Where the browser build lists each chunk's own source modules, for check-js-budgets.ts. */
export const CHUNK_MODULES_FILE = ".vite/chunk-modules.json";

/**
 * Writes, beside Vite's manifest, the app's source modules (paths from the web app's root, no
 * dependencies) each chunk of the browser build holds: the JavaScript budget check reads from
 * them which page sections a chunk's modules add (`addPageTexts`), whose Arabic and Hindi texts
 * then load with the page, wherever in the page's code they are added.
 */
export function chunkModules(): Plugin {
  let root = "";
  return {
    name: "chunk-modules",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        modules[output.fileName] = output.moduleIds
          .filter((id) => id.startsWith(root) && !id.includes("/node_modules/"))
          .map((id) => path.relative(root, id.split("?")[0] as string));
      }
      this.emitFile({
        type: "asset",
        fileName: CHUNK_MODULES_FILE,
        source: JSON.stringify(modules),
      });
    },
  };
}
