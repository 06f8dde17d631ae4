import { TOOL_STATUSES } from "@app/shared/catalog";
import { CONTENT_LIMITS } from "@app/shared/content";
import { PackageSearch, Search } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useDebouncedValue } from "@/features/catalog/hooks/use-debounced-value";
import { CONTENT_PAGE_SIZE, type ListingStatus, useAdminListings } from "../api/content-listings";
import { ContentListingsTable } from "./content-listings-table";
import { ContentPager } from "./content-pager";

/** Wait after the last keystroke before searching. */
const SEARCH_DEBOUNCE_MS = 300;
const STATUS_FILTERS = ["all", ...TOOL_STATUSES] as const;

/** Every listing by name: searched by name, filtered by status, paged, each changed in place. */
export function ContentListings() {
  const { t } = useTranslation();
  const searchId = useId();
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
  const pages = data ? Math.max(1, Math.ceil(data.total / CONTENT_PAGE_SIZE)) : 1;

  let body: ReactNode;
  if (isPending) body = <Spinner label={t("adminContent.listings.loading")} />;
  else if (isError || !data) {
    body = (
      <Card className="grid justify-items-start gap-4">
        <p role="alert" className="text-slate-700">
          {t("adminContent.listings.error")}
        </p>
        <Button variant="outline" onClick={() => void refetch()}>
          {t("common.tryAgain")}
        </Button>
      </Card>
    );
  } else if (data.items.length === 0) {
    body = (
      <Card className="flex flex-col items-center gap-3 py-12 text-center">
        <PackageSearch className="size-10 text-slate-400" aria-hidden="true" />
        <p className="break-words font-medium text-slate-700">
          {q ? t("adminContent.listings.noMatch", { q }) : t("adminContent.listings.empty")}
        </p>
      </Card>
    );
  } else {
    body = (
      <div className={isPlaceholderData ? "grid gap-4 opacity-60" : "grid gap-4"}>
        <ContentListingsTable listings={data.items} />
        <ContentPager
          page={page}
          pages={pages}
          label={t("adminContent.pagination")}
          onPage={(next) => setPaged({ key, page: next })}
        />
      </div>
    );
  }

  return (
    <section className="grid min-w-0 gap-4" aria-labelledby={`${searchId}-title`}>
      <h2 id={`${searchId}-title`} className="font-semibold text-slate-900 text-xl">
        {t("adminContent.listings.title")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <div className="grid gap-2">
          <Label htmlFor={searchId}>{t("adminContent.listings.searchLabel")}</Label>
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
              maxLength={CONTENT_LIMITS.queryMax}
              placeholder={t("adminContent.listings.searchPlaceholder")}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </div>
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
