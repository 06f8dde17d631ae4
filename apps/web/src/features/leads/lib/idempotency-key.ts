/**
 * One key per form fill: a retry of the same data reuses it, so the server answers with the
 * first result instead of recording the lead twice; changed data or a success starts a new one.
 */
/**
 * A random key: a UUID where the browser makes one, else 32 random hex digits. `randomUUID` is
 * only there in a secure context (https, localhost, 127.0.0.1), and the product is also opened
 * over plain http at a LAN address; `getRandomValues` is there in every context.
 */
export function randomKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export class IdempotencyKeys {
  private key: string | undefined;
  private payload: string | undefined;

  constructor(private readonly newKey: () => string = randomKey) {}

  /** The key to send with this payload. */
  keyFor(payload: unknown): string {
    const serialized = JSON.stringify(payload);
    if (!this.key || serialized !== this.payload) {
      this.key = this.newKey();
      this.payload = serialized;
    }
    return this.key;
  }

  /** Forget the key after a success, so the next fill is a new lead even with equal data. */
  reset(): void {
    this.key = undefined;
    this.payload = undefined;
  }
}
