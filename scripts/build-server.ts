/**
 * Bundles the server (apps/server/src/index.ts, with @app/shared) into apps/server/dist/index.js,
 * so `npm start` runs plain JavaScript: under tsx every module the server loads, node_modules
 * included, went through tsx's loader thread first (ADR 13). Packages stay in node_modules and
 * are loaded by Node as they are (PGlite finds its WebAssembly beside itself).
 *
 *   node --import tsx scripts/build-server.ts
 */
import path from "node:path";
import { build, type Plugin } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

/** Every package is loaded from node_modules at run time, except our own TypeScript ones. */
const packagesOutside: Plugin = {
  name: "packages-outside",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@app/") ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [path.join(root, "apps/server/src/index.ts")],
  outfile: path.join(root, "apps/server/dist/index.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [packagesOutside],
  logLevel: "warning",
});
