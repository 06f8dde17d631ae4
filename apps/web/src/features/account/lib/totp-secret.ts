/**
 * The key inside an authenticator address (`otpauth://totp/Brand:me@x?secret=JBSW…&issuer=…`),
 * in groups of four for typing it in by hand; null when there is none.
 */
export function totpSecret(totpURI: string): string | null {
  let secret: string | null;
  try {
    secret = new URL(totpURI).searchParams.get("secret");
  } catch {
    return null;
  }
  return secret
    ? (secret
        .toUpperCase()
        .match(/.{1,4}/g)
        ?.join(" ") ?? null)
    : null;
}
