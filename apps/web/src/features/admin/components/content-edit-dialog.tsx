import { Pencil } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/use-translation";
import { useAdminListing } from "../api/content-listings";
import { ContentEditForm } from "./content-edit-form";
import { ContentVendorField } from "./content-vendor-field";

/** "Edit" and its dialog: the listing is loaded when opened, its form pre-filled. */
export function ContentEditDialog({ listingId, name }: { listingId: string; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listing = useAdminListing(listingId, open);

  let body: ReactNode;
  if (listing.isPending) body = <Spinner label={t("adminContent.edit.loading")} />;
  else if (listing.isError || !listing.data) {
    body = (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="text-slate-700">
          {t("adminContent.edit.error")}
        </p>
        <Button variant="outline" onClick={() => void listing.refetch()}>
          {t("common.tryAgain")}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-6">
        <ContentVendorField listing={listing.data} />
        <ContentEditForm listing={listing.data} onDone={() => setOpen(false)} />
      </div>
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={t("adminContent.listings.editFor", { name })}
        >
          <Pencil aria-hidden="true" />
          {t("adminContent.listings.edit")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>{t("adminContent.edit.title", { name })}</DialogTitle>
        <DialogDescription>{t("adminContent.edit.description")}</DialogDescription>
        {body}
      </DialogContent>
    </Dialog>
  );
}
