import type { AdminListingSummary } from "@app/shared/content";
import { toolPath } from "@app/shared/route-meta";
import { useId } from "react";
import { Link } from "react-router";
import { LtrText } from "@/components/text/ltr-text";
import { VendorText } from "@/components/text/vendor-text";
import { Badge } from "@/components/ui/badge";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import { ContentListingActions, ContentListingFlags } from "./content-listing-actions";

function ListingRow({ listing }: { listing: AdminListingSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <tr className="border-slate-200 border-t align-top">
      <th scope="row" className="py-3 pe-4 text-start font-medium">
        {listing.status === "published" ? (
          <Link
            to={toolPath(listing.slug)}
            className="text-brand-700 underline-offset-2 hover:underline"
            aria-label={t("adminContent.listings.view", { name: listing.name })}
          >
            <VendorText className="break-words">{listing.name}</VendorText>
          </Link>
        ) : (
          <VendorText className="break-words">{listing.name}</VendorText>
        )}
      </th>
      <td className="py-3 pe-4">
        <Badge variant={listing.status === "published" ? "success" : "warning"}>
          {t(`adminContent.listings.status.${listing.status}`)}
        </Badge>
      </td>
      <td className="py-3 pe-4">
        {listing.vendorEmail ? (
          <LtrText className="break-all">{listing.vendorEmail}</LtrText>
        ) : (
          <span className="text-slate-600">{t("adminContent.listings.noVendor")}</span>
        )}
      </td>
      <td className="whitespace-nowrap py-3 pe-4">
        {t("adminContent.listings.ratingValue", {
          rating: format.rating(listing.rating),
          count: listing.reviewsCount,
        })}
      </td>
      <td className="py-3 pe-4">
        <ContentListingFlags listing={listing} />
      </td>
      <td className="py-3">
        <ContentListingActions listing={listing} />
      </td>
    </tr>
  );
}

/** The listings as a table that scrolls sideways in its own region on a narrow screen. */
export function ContentListingsTable({ listings }: { listings: AdminListingSummary[] }) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls; keyboard users must reach it
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-xl border border-slate-200 bg-white px-4"
    >
      <table className="w-full min-w-[56rem] text-sm">
        <caption id={captionId} className="sr-only">
          {t("adminContent.listings.tableLabel")}
        </caption>
        <thead>
          <tr className="text-slate-600 text-xs uppercase">
            {(["name", "status", "vendor", "rating", "flags", "actions"] as const).map((column) => (
              <th key={column} scope="col" className="py-3 pe-4 text-start font-medium">
                {t(`adminContent.listings.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {listings.map((listing) => (
            <ListingRow key={listing.id} listing={listing} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
