import path from "node:path";

/**
 * apps/server, found from this file: one level up both from src/ (run as TypeScript) and from
 * dist/ (the bundled build, where this file's code lands in dist/index.js).
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, "..");
