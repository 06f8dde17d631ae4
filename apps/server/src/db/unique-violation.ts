/** SQLSTATE unique_violation, from node-postgres or PGlite, wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let link = error, depth = 0; link && typeof link === "object" && depth < 5; depth += 1) {
    const { code, constraint: name, message } = link as Record<string, unknown>;
    if (code === "23505") {
      if (!constraint) return true;
      return name === constraint || (typeof message === "string" && message.includes(constraint));
    }
    link = (link as { cause?: unknown }).cause;
  }
  return false;
}
