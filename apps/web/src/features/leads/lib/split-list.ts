/**
 * Turns what people type into a list field into items: one per line, or comma-separated when
 * everything is on one line (so a comma inside a line of a multi-line list stays in its item).
 */
export function splitList(text: string): string[] {
  const lines = text.split(/\r?\n/);
  const pieces = lines.filter((line) => line.trim()).length > 1 ? lines : text.split(",");
  return pieces.map((piece) => piece.trim()).filter(Boolean);
}
