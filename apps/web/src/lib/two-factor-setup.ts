/** The account settings' two-factor section, which an admin without it is sent to. */
export const TWO_FACTOR_SECTION_ID = "two-factor";

/** The set-up, with `next`: where the admin was going, offered once it is on. */
export function twoFactorSetupHref(next: string): string {
  return `/account?next=${encodeURIComponent(next)}#${TWO_FACTOR_SECTION_ID}`;
}

/**
 * `next` when it is a path of this site ("/dashboard/admin?tab=users"), else null: never another
 * site ("//evil.example", "https://…", "/\\evil.example").
 */
export function safeNextPath(next: string | null): string | null {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) {
    return null;
  }
  return [...next].some((char) => char.charCodeAt(0) < 32) ? null : next;
}
