import type { VendorActivityItem } from "@app/shared/vendor-analytics";
import { Activity, ClipboardCheck, Heart, MessageSquare } from "lucide-react";
import type { ReactNode } from "react";
import { Trans } from "react-i18next";
import { VendorText } from "@/components/text/vendor-text";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { StarRating } from "@/components/ui/star-rating";
import { ListError } from "@/features/dashboard/components/list-states";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { failureText } from "@/lib/failure-text";
import { useTranslation } from "@/lib/use-translation";
import { useVendorActivity } from "../api/vendor-analytics";

/** SPEC "Recent Activity": new reviews, saves and status changes of the vendor's tools, newest first. */
export function VendorActivityTab() {
  const { t } = useTranslation();
  const feed = useVendorActivity();

  let body: ReactNode;
  if (feed.isPending) body = <Spinner label={t("vendorAnalytics.activity.loading")} />;
  else if (feed.isError && !feed.data) {
    body = (
      <ListError
        text={failureText(feed.error, t, t("vendorAnalytics.activity.error"))}
        onRetry={feed.refetch}
      />
    );
  } else {
    const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
    body =
      items.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 py-12 text-center">
          <Activity className="size-10 text-slate-400" aria-hidden="true" />
          <p className="max-w-prose font-medium text-slate-700">
            {t("vendorAnalytics.activity.empty")}
          </p>
        </Card>
      ) : (
        <div className="grid gap-4">
          <ul className="grid gap-3" aria-label={t("vendorAnalytics.activity.listLabel")}>
            {items.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <ActivityEntry item={item} />
              </li>
            ))}
          </ul>
          {feed.isFetchNextPageError ? (
            <p role="alert" className="text-slate-700">
              {t("vendorAnalytics.activity.loadMoreFailed")}
            </p>
          ) : null}
          {feed.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={feed.isFetchingNextPage}
              onClick={() => void feed.fetchNextPage()}
            >
              {t("vendorAnalytics.activity.loadMore")}
            </Button>
          ) : null}
        </div>
      );
  }

  return (
    <section aria-labelledby="vendor-activity-title" className="grid min-w-0 gap-6">
      <div className="grid gap-1">
        <h2 id="vendor-activity-title" className="font-semibold text-xl">
          {t("vendorAnalytics.activity.title")}
        </h2>
        <p className="text-slate-600">{t("vendorAnalytics.activity.intro")}</p>
      </div>
      {body}
    </section>
  );
}

const ICONS = {
  review: MessageSquare,
  save: Heart,
  status: ClipboardCheck,
} as const;

function ActivityEntry({ item }: { item: VendorActivityItem }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const Icon = ICONS[item.kind];
  const tool = <VendorText className="font-semibold" />;

  let headline: ReactNode;
  let detail: ReactNode = null;
  if (item.kind === "review") {
    headline = (
      <Trans
        i18nKey="vendorAnalytics.activity.review"
        values={{ tool: item.tool.name }}
        components={{ tool }}
      />
    );
    detail = (
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2 text-slate-600 text-sm">
          <StarRating
            value={item.rating}
            label={t("vendorAnalytics.activity.ratingLabel", {
              rating: format.number(item.rating),
            })}
          />
          <span>
            <Trans
              i18nKey="vendorAnalytics.activity.reviewBy"
              values={{ name: item.reviewerName }}
              components={{ name: <VendorText /> }}
            />
          </span>
        </div>
        {item.excerpt ? (
          <VendorText as="p" className="break-words text-slate-700">
            {item.excerpt}
          </VendorText>
        ) : null}
      </div>
    );
  } else if (item.kind === "save") {
    headline = (
      <Trans
        i18nKey="vendorAnalytics.activity.save"
        values={{ tool: item.tool.name }}
        components={{ tool }}
      />
    );
  } else {
    headline = (
      <Trans
        i18nKey={`vendorAnalytics.activity.status.${item.status}`}
        values={{ tool: item.submission.name }}
        components={{ tool }}
      />
    );
  }

  return (
    <Card className="flex gap-3 p-4">
      <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="break-words text-slate-900">{headline}</p>
        {detail}
        <p className="flex flex-wrap gap-x-3 text-slate-500 text-sm">
          <time dateTime={item.at}>{format.timeAgo(item.at)}</time>
          <span>{format.date(item.at)}</span>
        </p>
      </div>
    </Card>
  );
}
