import { useState } from "react";
import { IdempotencyKeys } from "../lib/idempotency-key";

/** One IdempotencyKeys per mounted form. */
export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(() => new IdempotencyKeys());
  return keys;
}
