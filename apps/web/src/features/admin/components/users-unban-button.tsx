import type { AdminUser } from "@app/shared/users";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useChangeUser } from "../api/change-user";
import { useUserChangeFailure } from "./users-feedback";

/** Lifts a ban at once: the user may sign in again. */
export function UsersUnbanButton({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation();
  const change = useChangeUser(user.id);
  const onFailure = useUserChangeFailure();
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={isSelf || change.isPending}
      aria-label={t("adminUsers.unbanFor", { name: user.name })}
      onClick={() =>
        change.mutate(
          { kind: "unban" },
          {
            onSuccess: () => toast.success(t("adminUsers.done.unban", { name: user.name })),
            onError: (error) => onFailure(error, { isSelf }),
          },
        )
      }
    >
      {t("adminUsers.unban")}
    </Button>
  );
}
