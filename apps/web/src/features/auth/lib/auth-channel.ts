/**
 * Tells other tabs of this site that the session changed, so they refetch it. One channel per
 * tab: a BroadcastChannel never receives its own messages, so this tab does not refetch twice.
 */
const CHANNEL_NAME = "auth";
const MESSAGE = "session-changed";

let channel: BroadcastChannel | null | undefined;

function tabChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL_NAME);
  }
  return channel;
}

export function broadcastSessionChange(): void {
  tabChannel()?.postMessage(MESSAGE);
}

/** Calls onChange when another tab signs in or out; returns the unsubscribe function. */
export function onSessionBroadcast(onChange: () => void): () => void {
  const current = tabChannel();
  if (!current) return () => {};
  const listener = (event: MessageEvent) => {
    if (event.data === MESSAGE) onChange();
  };
  current.addEventListener("message", listener);
  return () => current.removeEventListener("message", listener);
}
