import {
  type AdminUser,
  USER_ADMIN_LIMITS,
  userBanInputSchema,
  userFactorResetInputSchema,
} from "@app/shared/users";
import { Ban, KeyRound, type LucideIcon } from "lucide-react";
import { ReasonDialog } from "@/features/dashboard/components/reason-dialog";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useChangeUser } from "../api/change-user";
import { useUserChangeFailure } from "./users-feedback";

/**
 * The changes to an account that need a reason, kept on it or in the audit log: a ban (the user
 * is signed out at once), and the reset of the sign-in factors of an owner locked out by one they
 * cannot use, once the admin has checked who is asking.
 */
const ACTIONS = {
  ban: { icon: Ban, schema: userBanInputSchema },
  resetFactors: { icon: KeyRound, schema: userFactorResetInputSchema },
} satisfies Record<string, { icon: LucideIcon; schema: typeof userBanInputSchema }>;

interface UsersReasonActionProps {
  kind: keyof typeof ACTIONS;
  user: AdminUser;
  isSelf: boolean;
  describedBy?: string | undefined;
}

/** The action's button and its dialog, which asks for the reason. */
export function UsersReasonAction({ kind, user, isSelf, describedBy }: UsersReasonActionProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const change = useChangeUser(user.id);
  const onFailure = useUserChangeFailure();
  const { icon, schema } = ACTIONS[kind];

  const act = async (reason: string) => {
    try {
      await change.mutateAsync({ kind, reason });
      toast.success(t(`adminUsers.done.${kind}`, { name: user.name }));
    } catch (error) {
      // The list now shows the account as it is; the toast says why nothing changed.
      onFailure(error, { isSelf });
    }
    return true;
  };

  return (
    <ReasonDialog
      trigger={{
        text: t(`adminUsers.${kind}.open`),
        label: t(`adminUsers.${kind}.openFor`, { name: user.name }),
        icon,
        disabled: isSelf,
        describedBy,
      }}
      title={t(`adminUsers.${kind}.title`)}
      description={t(`adminUsers.${kind}.description`, { name: user.name })}
      reasonLabel={t(`adminUsers.${kind}.reason`)}
      confirm={t(`adminUsers.${kind}.confirm`)}
      cancel={t("adminUsers.cancel")}
      maxLength={USER_ADMIN_LIMITS.reasonMax}
      isValid={(reason) => schema.safeParse({ reason }).success}
      invalidText={t("adminUsers.ban.reasonInvalid", {
        min: format.number(USER_ADMIN_LIMITS.reasonMin),
        max: format.number(USER_ADMIN_LIMITS.reasonMax),
      })}
      pending={change.isPending}
      onConfirm={act}
    />
  );
}
