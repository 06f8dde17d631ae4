import { type AdminUser, USER_ADMIN_LIMITS, userBanInputSchema } from "@app/shared/users";
import { Ban } from "lucide-react";
import { ReasonDialog } from "@/features/dashboard/components/reason-dialog";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useChangeUser } from "../api/change-user";
import { useUserChangeFailure } from "./users-feedback";

interface UsersBanDialogProps {
  user: AdminUser;
  isSelf: boolean;
  describedBy?: string | undefined;
}

/** "Ban" and its dialog: a reason is required; the user is signed out at once. */
export function UsersBanDialog({ user, isSelf, describedBy }: UsersBanDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const change = useChangeUser(user.id);
  const onFailure = useUserChangeFailure();

  const ban = async (reason: string) => {
    try {
      await change.mutateAsync({ kind: "ban", reason });
      toast.success(t("adminUsers.done.ban", { name: user.name }));
    } catch (error) {
      // The list now shows the account as it is; the toast says why nothing changed.
      onFailure(error, { isSelf });
    }
    return true;
  };

  return (
    <ReasonDialog
      trigger={{
        text: t("adminUsers.ban.open"),
        label: t("adminUsers.ban.openFor", { name: user.name }),
        icon: Ban,
        disabled: isSelf,
        describedBy,
      }}
      title={t("adminUsers.ban.title")}
      description={t("adminUsers.ban.description", { name: user.name })}
      reasonLabel={t("adminUsers.ban.reason")}
      confirm={t("adminUsers.ban.confirm")}
      cancel={t("adminUsers.cancel")}
      maxLength={USER_ADMIN_LIMITS.reasonMax}
      isValid={(reason) => userBanInputSchema.safeParse({ reason }).success}
      invalidText={t("adminUsers.ban.reasonInvalid", {
        min: format.number(USER_ADMIN_LIMITS.reasonMin),
        max: format.number(USER_ADMIN_LIMITS.reasonMax),
      })}
      pending={change.isPending}
      onConfirm={ban}
    />
  );
}
