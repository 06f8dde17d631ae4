import {
  type AdminListing,
  listingVendorInputSchema,
  VENDOR_ASSIGN_REFUSALS,
} from "@app/shared/content";
import { useId, useState } from "react";
import { LtrText } from "@/components/text/ltr-text";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { isApiError } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useChangeListing } from "../api/content-listings";
import { useContentFailure } from "./content-feedback";

/** Who owns the listing: assign it to a vendor account by e-mail, or unassign it. */
export function ContentVendorField({ listing }: { listing: AdminListing }) {
  const { t } = useTranslation();
  const change = useChangeListing(listing.id);
  const onFailure = useContentFailure();
  const [email, setEmail] = useState("");
  const [error, setError] = useState("");
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const assign = (next: string | null) => {
    if (next !== null && !listingVendorInputSchema.safeParse({ email: next }).success) {
      setError(t("adminContent.vendor.invalidEmail"));
      return;
    }
    change.mutate(
      { kind: "assign", email: next },
      {
        onSuccess: (saved) => {
          toast.success(
            saved.vendorEmail
              ? t("adminContent.vendor.assigned", { name: saved.name, email: saved.vendorEmail })
              : t("adminContent.vendor.unassigned", { name: saved.name }),
          );
          setEmail("");
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.fields.email) {
            const unconfirmed = failure.fields.email.includes(VENDOR_ASSIGN_REFUSALS.unconfirmed);
            setError(
              t(unconfirmed ? "adminContent.vendor.unconfirmed" : "adminContent.vendor.notVendor"),
            );
            document.getElementById(inputId)?.focus();
          } else onFailure(failure);
        },
      },
    );
  };

  return (
    <fieldset className="grid gap-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-medium text-sm">{t("adminContent.vendor.title")}</legend>
      <p className="text-slate-700 text-sm">
        {listing.vendorEmail ? (
          <>
            {t("adminContent.vendor.current")}{" "}
            <LtrText className="break-all">{listing.vendorEmail}</LtrText>
          </>
        ) : (
          t("adminContent.vendor.none")
        )}
      </p>
      <Label htmlFor={inputId}>{t("adminContent.vendor.label")}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={inputId}
          type="email"
          dir="ltr"
          className="min-w-0 flex-1"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError("");
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={change.isPending}
          onClick={() => assign(email)}
        >
          {t("adminContent.vendor.assign")}
        </Button>
        {listing.vendorEmail ? (
          <Button
            type="button"
            variant="outline"
            disabled={change.isPending}
            onClick={() => assign(null)}
          >
            {t("adminContent.vendor.unassign")}
          </Button>
        ) : null}
      </div>
      <p id={hintId} className="text-slate-600 text-xs">
        {t("adminContent.vendor.hint")}
      </p>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
