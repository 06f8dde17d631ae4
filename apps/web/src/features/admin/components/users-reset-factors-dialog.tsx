import { type AdminUser, USER_ADMIN_LIMITS, userFactorResetInputSchema } from "@app/shared/users";
import { KeyRound } from "lucide-react";
import { ReasonDialog } from "@/features/dashboard/components/reason-dialog";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useChangeUser } from "../api/change-user";
import { useUserChangeFailure } from "./users-feedback";

interface UsersResetFactorsDialogProps {
  user: AdminUser;
  isSelf: boolean;
  describedBy?: string | undefined;
}

/**
 * "Reset sign-in" and its dialog: an owner locked out by a second factor they cannot use (a lost
 * phone, or one someone else set) gets back in once the admin has checked who they are; how they
 * checked goes into the audit log.
 */
export function UsersResetFactorsDialog({
  user,
  isSelf,
  describedBy,
}: UsersResetFactorsDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const change = useChangeUser(user.id);
  const onFailure = useUserChangeFailure();

  const reset = async (reason: string) => {
    try {
      await change.mutateAsync({ kind: "resetFactors", reason });
      toast.success(t("adminUsers.done.resetFactors", { name: user.name }));
    } catch (error) {
      onFailure(error, { isSelf });
    }
    return true;
  };

  return (
    <ReasonDialog
      trigger={{
        text: t("adminUsers.resetFactors.open"),
        label: t("adminUsers.resetFactors.openFor", { name: user.name }),
        icon: KeyRound,
        disabled: isSelf,
        describedBy,
      }}
      title={t("adminUsers.resetFactors.title")}
      description={t("adminUsers.resetFactors.description", { name: user.name })}
      reasonLabel={t("adminUsers.resetFactors.reason")}
      confirm={t("adminUsers.resetFactors.confirm")}
      cancel={t("adminUsers.cancel")}
      maxLength={USER_ADMIN_LIMITS.reasonMax}
      isValid={(reason) => userFactorResetInputSchema.safeParse({ reason }).success}
      invalidText={t("adminUsers.ban.reasonInvalid", {
        min: format.number(USER_ADMIN_LIMITS.reasonMin),
        max: format.number(USER_ADMIN_LIMITS.reasonMax),
      })}
      pending={change.isPending}
      onConfirm={reset}
    />
  );
}
