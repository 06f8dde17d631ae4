import type { Role } from "@app/shared/roles";
import type { AdminUser } from "@app/shared/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, request } from "@/lib/api-client";

export type UserChange =
  | { kind: "role"; role: Role }
  | { kind: "ban"; reason: string }
  | { kind: "unban" }
  | { kind: "resetFactors"; reason: string };

function send(id: string, change: UserChange) {
  const base = `/api/admin/users/${encodeURIComponent(id)}`;
  if (change.kind === "role") {
    return request<AdminUser>("PATCH", `${base}/role`, { body: { role: change.role } });
  }
  if (change.kind === "ban") return api.post<AdminUser>(`${base}/ban`, { reason: change.reason });
  if (change.kind === "resetFactors") {
    return api.post<AdminUser>(`${base}/sign-in-factors/reset`, { reason: change.reason });
  }
  return api.post<AdminUser>(`${base}/unban`, {});
}

/**
 * Changes one account's role, ban or sign-in factors. Settled either way (a 409 means the change was made
 * already, by someone else), the whole admin dashboard is refetched: the list, the stat cards
 * and the audit log.
 */
export function useChangeUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) => send(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
