import { USER_ADMIN_LIMITS } from "@app/shared/users";
import { Users } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { useDebouncedValue } from "@/features/catalog/hooks/use-debounced-value";
import { ListEmpty, ListError } from "@/features/dashboard/components/list-states";
import { Pager } from "@/features/dashboard/components/pager";
import { SearchField } from "@/features/dashboard/components/search-field";
import { useTranslation } from "@/lib/use-translation";
import { USERS_PAGE_SIZE, useAdminUsers } from "../api/get-users";
import { UsersCards } from "./users-cards";
import { UsersTable } from "./users-table";

/** Wait after the last keystroke before searching. */
const SEARCH_DEBOUNCE_MS = 300;

/** SPEC §2 "User Management": every account newest first, searched, paged and changed. */
export function UserManagementTab() {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  // `?q=` opens the tab searched, e.g. from an audit row's link to the account.
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get("q") ?? "");
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [paged, setPaged] = useState({ q: "", page: 1 });
  // A new search starts at its first page.
  const page = paged.q === q ? paged.page : 1;
  const { data, isPending, isError, isPlaceholderData, refetch } = useAdminUsers(q, page);

  let body: ReactNode;
  if (isPending) body = <Spinner label={t("adminUsers.loading")} />;
  else if (isError || !data) body = <ListError text={t("adminUsers.error")} onRetry={refetch} />;
  else if (data.items.length === 0) {
    body = (
      <ListEmpty icon={Users}>
        {q ? t("adminUsers.noMatch", { q }) : t("adminUsers.empty")}
      </ListEmpty>
    );
  } else {
    body = (
      <div
        className={isPlaceholderData ? "grid gap-4 opacity-60" : "grid gap-4"}
        // The previous page's rows, dimmed, while the new ones load: said to assistive technology.
        aria-busy={isPlaceholderData || undefined}
      >
        <UsersTable users={data.items} selfId={me?.id} className="hidden md:block" />
        <UsersCards users={data.items} selfId={me?.id} className="grid gap-3 md:hidden" />
        <Pager
          page={page}
          total={data.total}
          totalCapped={data.totalCapped}
          pageSize={USERS_PAGE_SIZE}
          label={t("adminUsers.pagination")}
          onPage={(next) => setPaged({ q, page: next })}
        />
      </div>
    );
  }

  return (
    <div className="grid min-w-0 gap-4">
      <SearchField
        className="max-w-md"
        label={t("adminUsers.searchLabel")}
        placeholder={t("adminUsers.searchPlaceholder")}
        value={text}
        maxLength={USER_ADMIN_LIMITS.queryMax}
        onChange={setText}
      />
      {body}
    </div>
  );
}
