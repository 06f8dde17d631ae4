import i18next, { type i18n as I18n, type TFunction } from "i18next";
import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react";

export interface Translation {
  /** The page language's `t` (i18next's `getFixedT`). */
  t: TFunction<"translation">;
  i18n: I18n;
}

let current: (Translation & { language: string }) | undefined;

/** Texts already looked up, by language, key and options; emptied when texts are added. */
const texts = new Map<string, unknown>();
/** Bounded, since options carry names and counts. */
const MAX_CACHED_TEXTS = 5_000;
let watchingStore = false;

function plainOptions(options: unknown): boolean {
  if (options === undefined || typeof options === "string") return true;
  if (typeof options !== "object" || options === null) return false;
  return Object.values(options).every(
    (value) => value === undefined || ["string", "number", "boolean"].includes(typeof value),
  );
}

/** Before i18next is started (a component's unit test): the key, or the default text given. */
function notReadyT(key: unknown, options?: unknown): unknown {
  if (typeof options === "string") return options;
  const fallback = (options as { defaultValue?: unknown } | undefined)?.defaultValue;
  if (typeof fallback === "string") return fallback;
  return Array.isArray(key) ? key[key.length - 1] : key;
}

/**
 * i18next's `t`, remembering each text it looked up: a page's cards ask for the same texts again
 * and again, and one lookup (key path, fallbacks, interpolation, plurals) cost ~50 µs here, 60 ms
 * of a marketplace page's load. Objects (`returnObjects`) and functions in the options go to
 * i18next every time.
 */
function rememberingT(language: string): TFunction<"translation"> {
  if (!i18next.isInitialized) return notReadyT as unknown as TFunction<"translation">;
  // The server's render looks every text up: the numbers in them are recorded as they are
  // formatted (lib/format `recordNumbers`), and a remembered text would skip that.
  if (import.meta.env.SSR) return i18next.getFixedT(language, "translation");
  const fixed = i18next.getFixedT(language, "translation") as unknown as (
    ...args: unknown[]
  ) => unknown;
  if (!watchingStore && i18next.store) {
    watchingStore = true;
    i18next.store.on("added", () => texts.clear());
    i18next.store.on("removed", () => texts.clear());
  }
  const t = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    if (typeof key !== "string" || rest.length > 0 || !plainOptions(options)) {
      return fixed(key, options, ...rest);
    }
    const id = `${language}\u0000${key}\u0000${options === undefined ? "" : JSON.stringify(options)}`;
    let text = texts.get(id);
    if (text === undefined) {
      text = fixed(key, options);
      if (texts.size >= MAX_CACHED_TEXTS) texts.clear();
      texts.set(id, text);
    }
    return text;
  };
  return t as unknown as TFunction<"translation">;
}

function snapshot(): Translation {
  const language = i18next.language;
  if (!current || current.language !== language) {
    current = { t: rememberingT(language), i18n: i18next, language };
  }
  return current;
}

function subscribe(onChange: () => void): () => void {
  i18next.on("languageChanged", onChange);
  return () => i18next.off("languageChanged", onChange);
}

const TranslationContext = createContext<Translation | null>(null);

/** Renders the app again in a new language once i18next has switched to it. */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const translation = useSyncExternalStore(subscribe, snapshot, snapshot);
  return <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>;
}

/**
 * The texts of the page's language, and i18next, for a component. React-i18next's hook of the
 * same name made each of a page's ~200 users a copy of the i18next instance, a fixed `t`, a
 * listener and five memos as it mounted: 45 ms of a marketplace page's hydration on this machine,
 * four times that on a phone (ADR 21). Here they share one snapshot through a context; outside
 * the provider (a component's unit test), the language of the moment.
 */
export function useTranslation(): Translation {
  return useContext(TranslationContext) ?? snapshot();
}
