/** Every admin query sits under ["admin"], so one invalidation refreshes the whole dashboard. */
export const adminKeys = {
  all: ["admin"] as const,
  stats: () => ["admin", "stats"] as const,
  pending: (page: number) => ["admin", "submissions", "pending", page] as const,
  submission: (id: string) => ["admin", "submission", id] as const,
};
