import { createHmac } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** The key of an authenticator address (`otpauth://totp/...?secret=BASE32`), or its text form. */
export function secretOf(totpURIOrKey: string): string {
  const key = totpURIOrKey.startsWith("otpauth:")
    ? new URL(totpURIOrKey).searchParams.get("secret")
    : totpURIOrKey;
  if (!key) throw new Error(`No key in ${totpURIOrKey}`);
  return key.replace(/\s+/g, "").toUpperCase();
}

function base32Bytes(key: string): Buffer {
  let bits = "";
  for (const char of key.replace(/=+$/, "")) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
}

/** The code an authenticator app shows for `key` at `at` (RFC 6238: HMAC-SHA1, 30 s, 6 digits). */
export function totpCode(key: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac("sha1", base32Bytes(secretOf(key)))
    .update(counter)
    .digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

const PERIOD_MS = 30_000;
/** Leave the step before out when the current step ends sooner: its code would expire on the way. */
const EARLIER_STEP_MARGIN_MS = 8_000;

/** Claims a step's code of a key for one sign-in; false when it was claimed already. */
export type StepClaim = (key: string, step: number) => boolean;

const claimedHere = new Set<string>();
/** Claims within this process: enough for an account only this process signs in. */
export const claimInProcess: StepClaim = (key, step) => {
  const id = `${key}:${step}`;
  if (claimedHere.has(id)) return false;
  claimedHere.add(id);
  return true;
};

/**
 * A code the server has not taken yet. The server takes each code once, and accepts the codes of
 * the step before, this one and the next: this tries this step, the next, then the one before
 * (while it stays valid long enough to arrive), and waits for the next step when all are spent.
 * `onWait` hears how long it waits (a test extends its timeout by that much).
 */
export async function unusedTotpCode(
  key: string,
  claim: StepClaim = claimInProcess,
  onWait?: (ms: number) => void,
): Promise<string> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / PERIOD_MS);
    const leftInStep = (step + 1) * PERIOD_MS - now;
    const candidates =
      leftInStep > EARLIER_STEP_MARGIN_MS ? [step, step + 1, step - 1] : [step, step + 1];
    const free = candidates.find((candidate) => claim(key, candidate));
    if (free !== undefined) return totpCode(key, free * PERIOD_MS);
    onWait?.(leftInStep + 100);
    await new Promise((resolve) => setTimeout(resolve, leftInStep + 100));
  }
}
