/** Mail domains that ignore dots in the local part, and the one each is another name for. */
const DOTLESS_DOMAINS: Record<string, string> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/**
 * The mailbox an address delivers to, for counting per-address caps (never for storing or
 * sending): lower-case, without a `+tag` in the local part, and for Gmail (gmail.com and its other
 * name googlemail.com) without the dots it ignores. `Name+1@Example.com` and `name@example.com`
 * count as one; `n.a.m.e+x@googlemail.com` and `name@gmail.com` too.
 */
export function normalizeMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll(".", "") || local;
  }
  return `${local}@${domain}`;
}
