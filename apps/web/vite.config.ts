import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { chunkModules } from "./vite-plugins/chunk-modules";
import { eagerCompileHints } from "./vite-plugins/compile-hints";
import { sonnerStylesFromOurSheet } from "./vite-plugins/sonner-styles";
import { staticIcons } from "./vite-plugins/static-icons";

const apiTarget = "http://localhost:3000";

/**
 * Long-lived vendor code in its own files, so an app release does not bust their cache. Then the
 * base modules every page loads before it hydrates, each group kept in one file: Rollup otherwise
 * splits them by which of the many lazy parts use them into files of a few hundred bytes, and
 * each file costs its own wrapper and gzip (2 KiB a page together, docs/performance.md). Only
 * modules whose own imports are in these groups or the vendor files belong here: a manual group
 * takes in its modules' imports, and a wider rule put 35 KiB more into every page.
 */
const VENDOR_CHUNKS: Record<string, RegExp> = {
  react: /node_modules\/(react|react-dom|scheduler)\//,
  router: /node_modules\/react-router\//,
  zod: /node_modules\/zod\//,
  i18next: /node_modules\/i18next\/|\/src\/lib\/format\.ts$/,
  utils: /\/src\/lib\/(utils|static-icon)\.tsx?$/,
  "api-client":
    /\/src\/lib\/api-(client|error)\.ts$|\/src\/features\/auth\/(api\/get-me|lib\/auth-channel|components\/auth-provider|hooks\/use-auth)\.tsx?$/,
};

function vendorChunk(id: string): string | undefined {
  // Rollup's CommonJS helpers go with the runtime, which the other vendor chunks import.
  if (id.includes("commonjsHelpers")) return "react";
  return Object.entries(VENDOR_CHUNKS).find(([, pattern]) => pattern.test(id))?.[0];
}

/**
 * Scripts, styles and text assets also written as .br (brotli, top quality) and .gz next to
 * themselves, once per build; the server sends the one the browser accepts (serveStatic
 * `precompressed`). index.html is left out: the server fills it in per request and compresses it
 * then. Fonts (woff2) are compressed already.
 */
const precompress = compression({
  algorithms: ["brotliCompress", "gzip"],
  include: /\.(js|css|svg|json|txt|xml|webmanifest)$/,
  threshold: 1024,
});

/**
 * Two builds: the browser's (dist/) and the server renderer's (`--ssr`, dist/_ssr/), which
 * bundles its dependencies so the server can load it from wherever the build is (WEB_DIST).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    sonnerStylesFromOurSheet(),
    staticIcons(),
    ...(isSsrBuild ? [] : [eagerCompileHints(), precompress, chunkModules()]),
  ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: isSsrBuild
    ? { outDir: "dist/_ssr", emptyOutDir: true, copyPublicDir: false, target: "node20" }
    : {
        outDir: "dist",
        emptyOutDir: true,
        manifest: true,
        // No modulepreload links or helper: the page is drawn before its scripts load (ADR 20).
        modulePreload: false,
        // Fonts stay files: one inlined into the stylesheet would cost every page its bytes,
        // where a file is fetched only by a page that draws a character in its range.
        assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
        rollupOptions: { output: { manualChunks: vendorChunk } },
      },
  ssr: { noExternal: true },
  // React's bundled CommonJS picks its production build by this at run time otherwise.
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  server: {
    port: 5173,
    proxy: {
      "/api": apiTarget,
      "/healthz": apiTarget,
      "/readyz": apiTarget,
    },
  },
  preview: {
    port: 4173,
  },
}));
