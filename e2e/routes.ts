/** Every public page of the spec, signed out (the tool is one of the demo catalogue's). */
export const PUBLIC_ROUTES = [
  "/",
  "/about",
  "/mission",
  "/marketplace",
  "/tool/qalam-support-desk",
  "/consultation",
  "/digital-maturity",
  "/submit-tool",
  "/auth",
  "/forgot-password",
  "/reset-password",
  "/privacy",
  "/terms",
  "/regions/uae",
  "/regions/india",
  "/regions/saudi",
] as const;
