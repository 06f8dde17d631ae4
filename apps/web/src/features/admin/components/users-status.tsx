import type { AdminUser } from "@app/shared/users";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/use-translation";

/** Active, or banned with the reason the admin gave. */
export function UsersStatus({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  if (!user.banned) return <Badge variant="success">{t("adminUsers.status.active")}</Badge>;
  return (
    <div className="grid max-w-56 gap-1">
      <Badge variant="warning" className="justify-self-start">
        {t("adminUsers.status.banned")}
      </Badge>
      {user.banReason ? (
        <p className="break-words text-slate-600 text-xs">
          {t("adminUsers.banReason", { reason: user.banReason })}
        </p>
      ) : null}
    </div>
  );
}
