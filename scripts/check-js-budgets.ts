/**
 * The JavaScript a page loads before it is interactive (hydrated), in gzip bytes, from the web
 * build's manifest: the entry (boot.ts, which loads the app after the first paint), the app
 * (main.tsx), the stages it imports and their static imports, the page's route module and its
 * static imports, and the address's language's texts (its core file; in Arabic and Hindi the
 * sections that code adds too, whose English comes with it). Fails (exit 1) when a page
 * passes its budget. Bytes, not milliseconds: the same on every machine.
 *
 *   node --import tsx scripts/check-js-budgets.ts [--dist apps/web/dist]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { CHUNK_MODULES_FILE } from "../apps/web/vite-plugins/chunk-modules";

const print = (line: string) => process.stdout.write(`${line}\n`);

interface Chunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, Chunk>;

/**
 * Budgets in gzip KiB, in every language (issue 34's ceilings). React DOM is ~67 KiB of each, a
 * fixed cost no route split removes.
 */
export const JS_BUDGETS_KB: Record<string, number> = {
  "/": 175,
  "/marketplace": 185,
  "/tool/{id}": 185,
};

const APP_MODULE = "src/main.tsx";

const ROUTE_MODULES: Record<string, string> = {
  "/": "src/app/routes/home.tsx",
  "/marketplace": "src/app/routes/marketplace.tsx",
  "/tool/{id}": "src/app/routes/tool.tsx",
};

/**
 * The page sections the modules of these chunks add before the page's first render
 * (`addPageTexts({ home: … })`: a route module, or a feature's texts module such as
 * features/pricing/texts.ts), read from their sources through the build's list of each chunk's
 * modules (vite-plugins/chunk-modules.ts): their Arabic or Hindi texts load with the page.
 */
function pageSections(dist: string, files: string[]): string[] {
  const webRoot = path.dirname(dist);
  const modules = JSON.parse(readFileSync(path.join(dist, CHUNK_MODULES_FILE), "utf8")) as Record<
    string,
    string[]
  >;
  const sections = new Set<string>();
  for (const module of files.flatMap((file) => modules[file] ?? [])) {
    if (!/\.tsx?$/.test(module)) continue;
    const source = readFileSync(path.join(webRoot, module), "utf8");
    for (const call of source.matchAll(/addPageTexts\(\{([^}]*)\}\)/g)) {
      for (const name of (call[1] as string).matchAll(/(\w+):/g)) sections.add(name[1] as string);
    }
  }
  return [...sections];
}

/**
 * The language's texts the browser loads before it hydrates: its core file and the page's
 * sections (its page titles load after: the server wrote the first page's <head>). English
 * sections are no chunks of their own: they are in the route module.
 */
const LANGUAGE_MODULES = (language: string, sections: string[]) => (key: string) =>
  key === `src/locales/${language}.json` ||
  sections.some((section) => key === `src/locales/${section}/${language}.json`);

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * The manifest key of a lazily loaded module's chunk: the module itself, or, when Rollup made
 * that chunk host modules that other chunks import too (the manifest then keys it
 * `_<name>-<hash>.js`), the one dynamic entry of that name that one of `importers` loads.
 */
function lazyChunk(manifest: Manifest, importers: string[], module: string): string {
  if (manifest[module]) return module;
  const name = path.basename(module, path.extname(module));
  const loaded = importers.flatMap((importer) => manifest[importer]?.dynamicImports ?? []);
  const candidates = [...new Set(loaded)].filter(
    (key) => manifest[key]?.isDynamicEntry && manifest[key]?.name === name,
  );
  if (candidates.length !== 1 || !candidates[0]) {
    throw new Error(`The manifest has no ${module} (${candidates.length} chunks named ${name})`);
  }
  return candidates[0];
}

export function measure(dist: string) {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"),
  ) as Manifest;
  const gzipBytes = new Map<string, number>();
  const sizeOf = (key: string) => {
    const file = (manifest[key] as Chunk).file;
    if (!file.endsWith(".js")) return 0;
    let size = gzipBytes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
      gzipBytes.set(file, size);
    }
    return size;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("The manifest has no entry");
  const app = lazyChunk(manifest, [entry], APP_MODULE);
  // The stages main.tsx imports one after another before it hydrates: all it imports lazily.
  const stages = manifest[app]?.dynamicImports ?? [];
  const rows = [];
  for (const [page, module] of Object.entries(ROUTE_MODULES)) {
    const chunk = lazyChunk(manifest, [app, ...stages], module);
    const code = closure(manifest, [entry, app, ...stages, chunk]);
    const sections = pageSections(
      dist,
      [...code].map((key) => (manifest[key] as Chunk).file),
    );
    for (const language of ["en", "ar", "hi"]) {
      const texts = Object.keys(manifest).filter(LANGUAGE_MODULES(language, sections));
      const keys = closure(manifest, [...code, ...texts]);
      const bytes = [...keys].reduce((sum, key) => sum + sizeOf(key), 0);
      rows.push({
        page,
        language,
        kb: bytes / 1024,
        budget: JS_BUDGETS_KB[page] as number,
        sections,
      });
    }
  }
  return rows;
}

if (process.argv[1]?.endsWith("check-js-budgets.ts")) {
  const { values } = parseArgs({ options: { dist: { type: "string", default: "apps/web/dist" } } });
  const rows = measure(values.dist as string);
  print(
    "| page | language | JS to hydration (gzip KiB) | budget | page sections |\n|---|---|---:|---:|---|",
  );
  for (const row of rows)
    print(
      `| ${row.page} | ${row.language} | ${row.kb.toFixed(1)} | ${row.budget} | ${row.sections.join(", ")} |`,
    );
  const over = rows.filter((row) => row.kb > row.budget);
  if (over.length) {
    for (const row of over)
      console.error(
        `${row.page} (${row.language}) loads ${row.kb.toFixed(1)} KiB, budget ${row.budget}`,
      );
    process.exit(1);
  }
}
