import type { AdminListingSummary } from "@app/shared/content";
import { Eye } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { type ListingChange, useChangeListing } from "../api/content-listings";
import { ContentEditDialog } from "./content-edit-dialog";
import { useContentFailure } from "./content-feedback";
import { ContentReasonDialog } from "./content-reason-dialog";
import { ListingFactsDialog } from "./listing-facts-dialog";

/** A listing's featured and verified switches: each click is one change, sent at once. */
export function ContentListingFlags({ listing }: { listing: AdminListingSummary }) {
  const { t } = useTranslation();
  const change = useChangeListing(listing.id);
  const onFailure = useContentFailure();
  const featuredId = useId();
  const verifiedId = useId();
  const set = (flag: "featured" | "verified", value: boolean) => {
    const key = `adminContent.flags.${flag}${value ? "On" : "Off"}` as const;
    change.mutate(
      { kind: "flags", flags: { [flag]: value } },
      { onSuccess: () => toast.success(t(key, { name: listing.name })), onError: onFailure },
    );
  };
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-2">
        <Checkbox
          id={featuredId}
          checked={listing.featured}
          disabled={change.isPending}
          aria-label={t("adminContent.listings.featuredFor", { name: listing.name })}
          onCheckedChange={(value) => set("featured", value === true)}
        />
        <Label htmlFor={featuredId} aria-hidden="true" className="font-normal">
          {t("adminContent.listings.featured")}
        </Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={verifiedId}
          checked={listing.verified}
          disabled={change.isPending}
          aria-label={t("adminContent.listings.verifiedFor", { name: listing.name })}
          onCheckedChange={(value) => set("verified", value === true)}
        />
        <Label htmlFor={verifiedId} aria-hidden="true" className="font-normal">
          {t("adminContent.listings.verified")}
        </Label>
      </div>
    </div>
  );
}

/** Edit, and hide (with a reason) or unhide, of one listing. */
export function ContentListingActions({ listing }: { listing: AdminListingSummary }) {
  const { t } = useTranslation();
  const change = useChangeListing(listing.id);
  const onFailure = useContentFailure();
  const run = (next: ListingChange, done: string) =>
    change
      .mutateAsync(next)
      .then(() => {
        toast.success(done);
        return true;
      })
      .catch((error: unknown) => {
        onFailure(error);
        return true;
      });

  return (
    <div className="flex flex-wrap gap-2">
      <ContentEditDialog listingId={listing.id} name={listing.name} />
      <ListingFactsDialog listingId={listing.id} name={listing.name} />
      {listing.status === "hidden" ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={change.isPending}
          aria-label={t("adminContent.listings.unhideFor", { name: listing.name })}
          onClick={() =>
            void run({ kind: "unhide" }, t("adminContent.hide.unhidden", { name: listing.name }))
          }
        >
          <Eye aria-hidden="true" />
          {t("adminContent.listings.unhide")}
        </Button>
      ) : (
        <ContentReasonDialog
          open={t("adminContent.listings.hide")}
          openLabel={t("adminContent.listings.hideFor", { name: listing.name })}
          title={t("adminContent.hide.title", { name: listing.name })}
          description={t("adminContent.hide.description")}
          reasonLabel={t("adminContent.hide.reason")}
          confirm={t("adminContent.hide.confirm")}
          pending={change.isPending}
          onConfirm={(reason) =>
            run({ kind: "hide", reason }, t("adminContent.hide.done", { name: listing.name }))
          }
        />
      )}
    </div>
  );
}
