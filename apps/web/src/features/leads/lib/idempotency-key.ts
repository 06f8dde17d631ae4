/**
 * One key per form fill: a retry of the same data reuses it, so the server answers with the
 * first result instead of recording the lead twice; changed data or a success starts a new one.
 */
export class IdempotencyKeys {
  private key: string | undefined;
  private payload: string | undefined;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

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
