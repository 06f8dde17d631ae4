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
