/** JSON made safe inside a <script> data block: no "</script>" or "<!--" can end or bend it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
