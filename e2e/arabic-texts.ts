import { existsSync, readdirSync, readFileSync } from "node:fs";

type Tree = { [key: string]: string | Tree };

const LOCALES = new URL("../apps/web/src/locales/", import.meta.url);
const read = (file: URL) => JSON.parse(readFileSync(file, "utf8")) as Tree;

/** Arabic's core texts and every page section (`home/ar.json` is the `home` key), as the app has them. */
const arabic: Tree = read(new URL("ar.json", LOCALES));
for (const entry of readdirSync(LOCALES, { withFileTypes: true })) {
  const file = new URL(`${entry.name}/ar.json`, LOCALES);
  if (entry.isDirectory() && existsSync(file)) arabic[entry.name] = read(file);
}

/** An Arabic text of the app, by its dotted key (`consultation.validation.email`). */
export function ar(key: string): string {
  const value = key.split(".").reduce<string | Tree | undefined>((node, part) => {
    return typeof node === "object" ? node[part] : undefined;
  }, arabic);
  if (typeof value !== "string") throw new Error(`No Arabic text for ${key}`);
  return value;
}
