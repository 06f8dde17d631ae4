import type { OutputBundle } from "rollup";
import type { Plugin } from "vite";

/** V8's explicit compile hint (Chrome 136+): compile every function of this file eagerly. */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";

function addHints(bundle: OutputBundle) {
  for (const file of Object.values(bundle)) {
    if (file.type === "chunk" && !file.code.startsWith(EAGER_COMPILE_HINT)) {
      file.code = `${EAGER_COMPILE_HINT}\n${file.code}`;
    }
  }
}

/**
 * Marks each script of the browser's build with V8's compile hint, so Chromium compiles its
 * functions as the file streams in, on a background thread, instead of one by one on the main
 * thread the first time each runs: a first visit runs most of its code once, cold, while it
 * hydrates (issue 12's blocking time; ADR 24 has the figures). Other browsers read a comment.
 *
 * The hint must be a file's first line, so it goes in after Vite's last change to the code (its
 * import analysis prepends `__vite__mapDeps`, after every plugin's own generateBundle) and before
 * the files are compressed: in the manifest plugin's generateBundle, as vite-plugin-compression2
 * (listed after this plugin) adds its compression there too. The client build has no source maps
 * for the extra line to shift; the build fails if it ever has, or if the manifest plugin is gone.
 */
export function eagerCompileHints(): Plugin {
  return {
    name: "eager-compile-hints",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      if (config.build.ssr) return;
      if (config.build.sourcemap) throw new Error("compile hints would shift the source maps");
      const manifest = config.plugins.find((plugin) => plugin.name === "vite:manifest");
      const generate = manifest?.generateBundle;
      if (!manifest || typeof generate !== "function") {
        throw new Error("eager-compile-hints: Vite's manifest plugin (build.manifest) is needed");
      }
      manifest.generateBundle = async function (this: unknown, ...args) {
        await generate.apply(this as never, args);
        addHints(args[1]);
      } as typeof generate;
    },
  };
}
