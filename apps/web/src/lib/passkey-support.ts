import { siteOrigin } from "./site-origin";
import { useHydrated } from "./use-hydrated";

/**
 * Whether this page can use a passkey: `available`; `otherAddress`, the site's public address
 * can (this page was opened at another name of the same server, 127.0.0.1); `unavailable`, the
 * browser has no WebAuthn (or not in this context), or the public address is an IP address.
 * `unknown` until the page has hydrated: the server cannot tell, and its HTML must match.
 */
export type PasskeySupport = "unknown" | "available" | "otherAddress" | "unavailable";

/** WebAuthn refuses IP addresses as relying party ids ("127.0.0.1", "[::1]"). */
function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith("[");
}

interface Place {
  /** `window.PublicKeyCredential` exists (only in a secure context: https, or localhost). */
  webAuthn: boolean;
  /** This page's hostname. */
  hostname: string;
  /** The site's public origin; its hostname is the relying party id passkeys are made for. */
  publicOrigin: string;
}

export function passkeySupport({ webAuthn, hostname, publicOrigin }: Place): PasskeySupport {
  const relyingPartyId = new URL(publicOrigin).hostname;
  if (!webAuthn || isIpAddress(relyingPartyId)) return "unavailable";
  return hostname === relyingPartyId ? "available" : "otherAddress";
}

/** passkeySupport for this page, once it has hydrated. */
export function usePasskeySupport(): PasskeySupport {
  const hydrated = useHydrated();
  if (!hydrated) return "unknown";
  return passkeySupport({
    webAuthn: typeof window.PublicKeyCredential === "function",
    hostname: window.location.hostname,
    publicOrigin: siteOrigin(),
  });
}
