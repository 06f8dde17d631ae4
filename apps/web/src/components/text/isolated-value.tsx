/** Stands in for a value in a translated sentence, to place the value in an element of its own. */
export const VALUE_MARK = "\u0000";

/**
 * A translated sentence (`text`, made with VALUE_MARK where the value goes) with `value` in a
 * `<bdi>` of its own: a Latin tool name or query inside an Arabic sentence keeps its own
 * direction and reorders nothing around it (a name ending in "(Pro)" or "4" included).
 */
export function IsolatedValue({
  text,
  value,
  className,
}: {
  text: string;
  value: string;
  /** The value's own look (the query in bold, say). */
  className?: string;
}) {
  const [before, after] = text.split(VALUE_MARK);
  return (
    <>
      {before}
      <bdi className={className}>{value}</bdi>
      {after}
    </>
  );
}
