import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/** apps/web/src, wherever the tests run from. */
export const WEB_SRC = join(import.meta.dirname, "..");

export interface SourceFile {
  /** Path relative to apps/web/src, with forward slashes. */
  path: string;
  text: string;
}

/** Every app source file with one of the extensions; test files are left out. */
export function appSourceFiles(extensions: readonly string[]): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (extensions.some((ext) => entry.name.endsWith(ext)) && !/\.test\./.test(entry.name)) {
        files.push({
          path: relative(WEB_SRC, full).split("\\").join("/"),
          text: readFileSync(full, "utf8"),
        });
      }
    }
  };
  walk(WEB_SRC);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

export function parseSource(path: string, text: string): ts.SourceFile {
  const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
}

/** 1-based line of a node's first character (after leading trivia). */
export function lineOf(node: ts.Node, file: ts.SourceFile): number {
  return file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
}
