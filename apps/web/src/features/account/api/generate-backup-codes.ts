import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** A new set of backup codes with the password; the old ones stop working. */
export function useGenerateBackupCodes() {
  return useMutation({
    mutationFn: (password: string) =>
      api.post<{ backupCodes: string[] }>("/api/auth/two-factor/generate-backup-codes", {
        password,
      }),
  });
}
