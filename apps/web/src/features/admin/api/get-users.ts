import type { UserList } from "@app/shared/users";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Rows per page of the user list (SPEC: admin lists show 10). */
export const USERS_PAGE_SIZE = 10;

/** Every user-management query sits under ["admin", "users"], refreshed together after a change. */
export const usersKeys = {
  all: ["admin", "users"] as const,
  list: (q: string, page: number) => ["admin", "users", "list", q, page] as const,
};

/** One page of accounts, newest first, searched by name or e-mail. */
export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: usersKeys.list(q, page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(USERS_PAGE_SIZE) });
      if (q) params.set("q", q);
      return api.get<UserList>(`/api/admin/users?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
