import { PackageOpen, Plus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ListError } from "@/features/dashboard/components/list-states";
import { useTranslation } from "@/lib/use-translation";
import { useVendorSubmissions } from "../api/vendor-submissions";
import { SubmissionItem } from "./submission-item";

/** The vendor's listings and new tools' submissions, newest first, with their review status. */
export function MyTools({
  onEdit,
  onEditListing,
}: {
  onEdit: (id: string) => void;
  onEditListing: (listingId: string) => void;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useVendorSubmissions();

  if (isPending) return <Spinner label={t("dashboard.vendor.myTools.loading")} />;
  if (isError) {
    return <ListError text={t("dashboard.vendor.myTools.loadError")} onRetry={refetch} />;
  }

  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Card className="grid justify-items-center gap-4 py-12 text-center">
        <PackageOpen className="size-10 text-slate-400" aria-hidden="true" />
        <h3 className="font-semibold text-lg">{t("dashboard.vendor.myTools.emptyTitle")}</h3>
        <p className="max-w-md text-slate-600">{t("dashboard.vendor.myTools.emptyDescription")}</p>
        <Button asChild>
          <Link to="/submit-tool">
            <Plus aria-hidden="true" />
            {t("dashboard.vendor.submitNewTool")}
          </Link>
        </Button>
      </Card>
    );
  }

  return (
    <Card className="grid gap-4">
      <ul className="divide-y divide-slate-200">
        {items.map((submission) => (
          <SubmissionItem
            key={submission.listingId ?? submission.id}
            submission={submission}
            onEdit={onEdit}
            onEditListing={onEditListing}
          />
        ))}
      </ul>
      {hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? t("common.loading") : t("dashboard.vendor.myTools.showMore")}
        </Button>
      ) : null}
    </Card>
  );
}
