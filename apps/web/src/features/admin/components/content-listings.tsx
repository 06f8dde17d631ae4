import { TOOL_STATUSES } from "@app/shared/catalog";
import { CONTENT_LIMITS } from "@app/shared/content";
import { PackageSearch } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useDebouncedValue } from "@/features/catalog/hooks/use-debounced-value";
import { ListEmpty, ListError } from "@/features/dashboard/components/list-states";
import { Pager } from "@/features/dashboard/components/pager";
import { SearchField } from "@/features/dashboard/components/search-field";
import { useTranslation } from "@/lib/use-translation";
import { CONTENT_PAGE_SIZE, type ListingStatus, useAdminListings } from "../api/content-listings";
import { ContentListingsTable } from "./content-listings-table";

/** Wait after the last keystroke before searching. */
const SEARCH_DEBOUNCE_MS = 300;
const STATUS_FILTERS = ["all", ...TOOL_STATUSES] as const;

/** Every listing by name: searched by name, filtered by status, paged, each changed in place. */
export function ContentListings() {
  const { t } = useTranslation();
  const titleId = useId();
  const statusId = useId();
  const [text, setText] = useState("");
  const [status, setStatus] = useState<ListingStatus | "all">("all");
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [paged, setPaged] = useState({ key: "", page: 1 });
  const key = `${q}|${status}`;
  // A new search or filter starts at its first page.
  const page = paged.key === key ? paged.page : 1;
  const { data, isPending, isError, isPlaceholderData, refetch } = useAdminListings(
    q,
    status,
    page,
  );

  let body: ReactNode;
  if (isPending) body = <Spinner label={t("adminContent.listings.loading")} />;
  else if (isError || !data) {
    body = <ListError text={t("adminContent.listings.error")} onRetry={refetch} />;
  } else if (data.items.length === 0) {
    body = (
      <ListEmpty icon={PackageSearch}>
        {q ? t("adminContent.listings.noMatch", { q }) : t("adminContent.listings.empty")}
      </ListEmpty>
    );
  } else {
    body = (
      <div className={isPlaceholderData ? "grid gap-4 opacity-60" : "grid gap-4"}>
        <ContentListingsTable listings={data.items} />
        <Pager
          page={page}
          total={data.total}
          totalCapped={data.totalCapped}
          pageSize={CONTENT_PAGE_SIZE}
          label={t("adminContent.pagination")}
          onPage={(next) => setPaged({ key, page: next })}
        />
      </div>
    );
  }

  return (
    <section className="grid min-w-0 gap-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="font-semibold text-slate-900 text-xl">
        {t("adminContent.listings.title")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <SearchField
          label={t("adminContent.listings.searchLabel")}
          placeholder={t("adminContent.listings.searchPlaceholder")}
          value={text}
          maxLength={CONTENT_LIMITS.queryMax}
          onChange={setText}
        />
        <div className="grid gap-2">
          <Label htmlFor={statusId}>{t("adminContent.listings.statusLabel")}</Label>
          <select
            id={statusId}
            className="h-10 rounded-lg border border-slate-500 bg-white px-3 text-sm"
            value={status}
            onChange={(event) => setStatus(event.target.value as ListingStatus | "all")}
          >
            {STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`adminContent.listings.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {body}
    </section>
  );
}
