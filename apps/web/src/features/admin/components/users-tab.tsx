import { USER_ADMIN_LIMITS } from "@app/shared/users";
import { Search, Users } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { useDebouncedValue } from "@/features/catalog/hooks/use-debounced-value";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { USERS_PAGE_SIZE, useAdminUsers } from "../api/get-users";
import { UsersCards } from "./users-cards";
import { UsersTable } from "./users-table";

/** Wait after the last keystroke before searching. */
const SEARCH_DEBOUNCE_MS = 300;

/** SPEC §2 "User Management": every account newest first, searched, paged and changed. */
export function UserManagementTab() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { user: me } = useAuth();
  const searchId = useId();
  const [text, setText] = useState("");
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [paged, setPaged] = useState({ q: "", page: 1 });
  // A new search starts at its first page.
  const page = paged.q === q ? paged.page : 1;
  const { data, isPending, isError, isPlaceholderData, refetch } = useAdminUsers(q, page);

  const pages = data ? Math.max(1, Math.ceil(data.total / USERS_PAGE_SIZE)) : 1;
  let body: ReactNode;
  if (isPending) body = <Spinner label={t("adminUsers.loading")} />;
  else if (isError || !data) {
    body = (
      <Card className="grid justify-items-start gap-4">
        <p role="alert" className="text-slate-700">
          {t("adminUsers.error")}
        </p>
        <Button variant="outline" onClick={() => void refetch()}>
          {t("common.tryAgain")}
        </Button>
      </Card>
    );
  } else if (data.items.length === 0) {
    body = (
      <Card className="flex flex-col items-center gap-3 py-12 text-center">
        <Users className="size-10 text-slate-400" aria-hidden="true" />
        <p className="break-words font-medium text-slate-700">
          {q ? t("adminUsers.noMatch", { q }) : t("adminUsers.empty")}
        </p>
      </Card>
    );
  } else {
    body = (
      <div className={isPlaceholderData ? "grid gap-4 opacity-60" : "grid gap-4"}>
        <UsersTable users={data.items} selfId={me?.id} className="hidden md:block" />
        <UsersCards users={data.items} selfId={me?.id} className="grid gap-3 md:hidden" />
        {pages > 1 ? (
          <nav
            className="flex items-center justify-between gap-2"
            aria-label={t("adminUsers.pagination")}
          >
            <Button
              variant="outline"
              disabled={page <= 1}
              onClick={() => setPaged({ q, page: page - 1 })}
            >
              {t("adminUsers.previous")}
            </Button>
            <span className="text-slate-600 text-sm">
              {t("adminUsers.page", { page: format.number(page), pages: format.number(pages) })}
            </span>
            <Button
              variant="outline"
              disabled={page >= pages}
              onClick={() => setPaged({ q, page: page + 1 })}
            >
              {t("adminUsers.next")}
            </Button>
          </nav>
        ) : null}
      </div>
    );
  }

  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid max-w-md gap-2">
        <Label htmlFor={searchId}>{t("adminUsers.searchLabel")}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            className="ps-9"
            value={text}
            maxLength={USER_ADMIN_LIMITS.queryMax}
            placeholder={t("adminUsers.searchPlaceholder")}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      {body}
    </div>
  );
}
