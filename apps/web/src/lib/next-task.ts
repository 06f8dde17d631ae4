/**
 * Resolves in a task of its own (a zero timeout): the work before it ends its task first, so the
 * two do not add up to one long task on a phone's main thread.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
