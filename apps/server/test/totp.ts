import { createHmac } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** The shared secret an `otpauth://totp/...?secret=BASE32` URI carries, as bytes. */
export function secretOf(totpURI: string): Buffer {
  const encoded = new URL(totpURI).searchParams.get("secret");
  if (!encoded) throw new Error(`No secret in ${totpURI}`);
  return base32Decode(encoded);
}

function base32Decode(encoded: string): Buffer {
  let bits = "";
  for (const char of encoded.replace(/=+$/, "").toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/**
 * The code an authenticator app shows for `secret` at `at` (RFC 6238: HMAC-SHA1 over the
 * 30-second step, dynamic truncation, 6 digits), as a test computes it.
 */
export function totpCode(secret: Buffer, at = Date.now(), digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac("sha1", secret).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** digits).padStart(digits, "0");
}
