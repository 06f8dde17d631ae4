/**
 * zod compiles fast object parsers with `new Function` when it may, and finds out whether it may
 * by trying once. Our Content-Security-Policy forbids it (no 'unsafe-eval'), so the try is refused,
 * and Chrome reports every refusal as a CSP issue (Lighthouse's best-practices "Issues" audit).
 * zod reads this setting when a schema is made: it must be set before any schema module runs,
 * hence the first import of the entry, and without importing zod (it loads with the forms).
 */
const zodConfig = "__zod_globalConfig";
const target = globalThis as unknown as Record<string, { jitless?: boolean } | undefined>;
target[zodConfig] = { ...target[zodConfig], jitless: true };
