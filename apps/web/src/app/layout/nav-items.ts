/** The main navigation links, shared by the desktop bar and the mobile menu. */
export const NAV_ITEMS = [
  { to: "/marketplace", labelKey: "nav.marketplace" },
  { to: "/digital-maturity", labelKey: "nav.digitalMaturity" },
] as const;
