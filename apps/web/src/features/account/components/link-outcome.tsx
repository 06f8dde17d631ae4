/** What an e-mailed link did, where it lands: green when it worked, red when it did not. */
export function LinkOutcome({ failed, children }: { failed: boolean; children: string }) {
  return (
    <p
      role="status"
      className={
        failed
          ? "rounded-lg bg-red-50 p-3 text-red-800"
          : "rounded-lg bg-emerald-50 p-3 text-emerald-800"
      }
    >
      {children}
    </p>
  );
}
