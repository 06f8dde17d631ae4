import type { AdminUser } from "@app/shared/users";
import { useId } from "react";
import { LtrText } from "@/components/text/ltr-text";
import { VendorText } from "@/components/text/vendor-text";
import { Badge } from "@/components/ui/badge";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { UsersAccessActions } from "./users-access-actions";
import { UsersRoleControl } from "./users-role-control";
import { UsersStatus } from "./users-status";

function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const hintId = useId();
  const describedBy = isSelf ? hintId : undefined;
  return (
    <tr className="border-slate-200 border-t align-top">
      <th scope="row" className="py-3 pe-4 text-start font-medium">
        <VendorText className="break-words">{user.name}</VendorText>
        {isSelf ? (
          <>
            {" "}
            <Badge variant="brand">{t("adminUsers.you")}</Badge>
            <p id={hintId} className="mt-1 max-w-56 font-normal text-slate-600 text-xs">
              {t("adminUsers.selfHint")}
            </p>
          </>
        ) : null}
      </th>
      <td className="py-3 pe-4">
        <LtrText className="break-all">{user.email}</LtrText>
      </td>
      <td className="py-3 pe-4">
        <UsersRoleControl user={user} isSelf={isSelf} describedBy={describedBy} />
      </td>
      <td className="whitespace-nowrap py-3 pe-4">
        <time dateTime={user.createdAt}>{format.date(user.createdAt)}</time>
      </td>
      <td className="py-3 pe-4">
        <UsersStatus user={user} />
      </td>
      <td className="py-3">
        <div className="flex flex-wrap gap-2">
          <UsersAccessActions user={user} isSelf={isSelf} describedBy={describedBy} />
        </div>
      </td>
    </tr>
  );
}

/**
 * The accounts as a table (the tab shows cards instead on narrow screens). Should the table be
 * wider than its room, it scrolls sideways inside its own keyboard-reachable region, never the page.
 */
export function UsersTable({
  users,
  selfId,
  className,
}: {
  users: AdminUser[];
  selfId: string | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    // A scrolling region must be named and reachable by keyboard (axe: scrollable-region-focusable).
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls; keyboard users must reach it
      tabIndex={0}
      className={cn(
        "max-w-full overflow-x-auto rounded-xl border border-slate-200 bg-white px-4",
        className,
      )}
    >
      <table className="w-full min-w-[52rem] text-sm">
        <caption id={captionId} className="sr-only">
          {t("adminUsers.tableLabel")}
        </caption>
        <thead>
          <tr className="text-slate-600 text-xs uppercase">
            <th scope="col" className="py-3 pe-4 text-start font-medium">
              {t("adminUsers.columns.name")}
            </th>
            <th scope="col" className="py-3 pe-4 text-start font-medium">
              {t("adminUsers.columns.email")}
            </th>
            <th scope="col" className="py-3 pe-4 text-start font-medium">
              {t("adminUsers.columns.role")}
            </th>
            <th scope="col" className="py-3 pe-4 text-start font-medium">
              {t("adminUsers.columns.joined")}
            </th>
            <th scope="col" className="py-3 pe-4 text-start font-medium">
              {t("adminUsers.columns.status")}
            </th>
            <th scope="col" className="py-3 text-start font-medium">
              {t("adminUsers.columns.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} isSelf={user.id === selfId} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
