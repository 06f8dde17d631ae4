import type { AdminUser } from "@app/shared/users";
import { useId } from "react";
import { LtrText } from "@/components/text/ltr-text";
import { VendorText } from "@/components/text/vendor-text";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import { UsersAccessActions } from "./users-access-actions";
import { UsersRoleControl } from "./users-role-control";
import { UsersStatus } from "./users-status";

function UserCard({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const hintId = useId();
  const describedBy = isSelf ? hintId : undefined;
  return (
    <Card className="grid gap-3 p-4">
      <div className="grid gap-1">
        <p className="font-semibold text-slate-900">
          <VendorText className="break-words">{user.name}</VendorText>
          {isSelf ? (
            <>
              {" "}
              <Badge variant="brand">{t("adminUsers.you")}</Badge>
            </>
          ) : null}
        </p>
        {isSelf ? (
          <p id={hintId} className="text-slate-600 text-xs">
            {t("adminUsers.selfHint")}
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t("adminUsers.columns.email")}</dt>
        <dd>
          <LtrText className="break-all">{user.email}</LtrText>
        </dd>
        <dt className="text-slate-600">{t("adminUsers.columns.joined")}</dt>
        <dd>
          <time dateTime={user.createdAt}>{format.date(user.createdAt)}</time>
        </dd>
        <dt className="text-slate-600">{t("adminUsers.columns.status")}</dt>
        <dd>
          <UsersStatus user={user} />
        </dd>
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <UsersRoleControl user={user} isSelf={isSelf} describedBy={describedBy} />
        <UsersAccessActions user={user} isSelf={isSelf} describedBy={describedBy} />
      </div>
    </Card>
  );
}

/** The accounts as cards, for screens too narrow for the table. */
export function UsersCards({
  users,
  selfId,
  className,
}: {
  users: AdminUser[];
  selfId: string | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className} aria-label={t("adminUsers.tableLabel")}>
      {users.map((user) => (
        <li key={user.id}>
          <UserCard user={user} isSelf={user.id === selfId} />
        </li>
      ))}
    </ul>
  );
}
