import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";

/**
 * A software authenticator for API tests: an ES256 key pair per credential, "none" attestation,
 * answers shaped as `@simplewebauthn/browser` gives them to the page (base64url fields). A real
 * browser's authenticator is exercised by e2e/passkeys.spec.ts.
 */

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const out = Buffer.alloc(3);
  out[0] = (major << 5) | 25;
  out.writeUInt16BE(length, 1);
  return out;
}
function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export interface Credential {
  id: Buffer;
  privateKey: ReturnType<typeof generateKeyPairSync>["privateKey"];
  publicKey: Buffer;
  counter: number;
}

export interface AuthenticatorOptions {
  origin: string;
  /** Whether the device checks its user (PIN, biometric); a passkey must. */
  verifiesUser?: boolean;
}

export function softwareAuthenticator({ origin, verifiesUser = true }: AuthenticatorOptions) {
  const flags = (more: number) =>
    FLAG_USER_PRESENT | (verifiesUser ? FLAG_USER_VERIFIED : 0) | more;
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    /** Answers registration options: a new credential, its public key in the attested data. */
    register(options: { challenge: string; rp: { id: string } }) {
      const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const jwk = publicKey.export({ format: "jwk" });
      const coseKey = cbor(
        new Map<number, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x as string, "base64url")],
          [-3, Buffer.from(jwk.y as string, "base64url")],
        ]),
      );
      const id = randomBytes(32);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        sha256(options.rp.id),
        Buffer.from([flags(FLAG_ATTESTED_DATA)]),
        Buffer.alloc(4),
        Buffer.alloc(16),
        idLength,
        id,
        coseKey,
      ]);
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      const credential: Credential = { id, privateKey, publicKey: coseKey, counter: 0 };
      const response = {
        id: b64url(id),
        rawId: b64url(id),
        type: "public-key" as const,
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
      return { credential, response };
    },

    /** Answers a sign-in challenge with `credential`: its signature over the data, a higher count. */
    authenticate(credential: Credential, options: { challenge: string; rpId: string }) {
      credential.counter += 1;
      const count = Buffer.alloc(4);
      count.writeUInt32BE(credential.counter);
      const authData = Buffer.concat([sha256(options.rpId), Buffer.from([flags(0)]), count]);
      const data = clientData("webauthn.get", options.challenge);
      const signature = sign(
        "sha256",
        Buffer.concat([authData, sha256(data)]),
        credential.privateKey,
      );
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: "public-key" as const,
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}
