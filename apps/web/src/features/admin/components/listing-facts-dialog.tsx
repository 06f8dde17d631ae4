import type { ListingFact } from "@app/shared/fact-vocabulary";
import { Globe } from "lucide-react";
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
import { isApiError } from "@/lib/api-error";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useFactLabels } from "@/lib/use-fact-labels";
import { useTranslation } from "@/lib/use-translation";
import { useListingFacts, useVerifyFact } from "../api/listing-facts";
import { ListingFactRow } from "./listing-fact-row";

/**
 * "Regional facts" and its dialog: a listing's declared facts, loaded when opened, each verified
 * or unverified with one click (the server records who and when, and audits it).
 */
export function ListingFactsDialog({ listingId, name }: { listingId: string; name: string }) {
  const { t } = useTranslation();
  const labels = useFactLabels();
  const [open, setOpen] = useState(false);
  const facts = useListingFacts(listingId, open);
  const verify = useVerifyFact(listingId);

  const onVerify = (fact: ListingFact, verified: boolean) => {
    const named = `${labels.kind(fact.kind)}: ${labels.value(fact.kind, fact.value)}`;
    verify.mutate(
      { kind: fact.kind, value: fact.value, verified },
      {
        onSuccess: () =>
          toast.success(
            t(verified ? "adminFacts.verified" : "adminFacts.unverified", { fact: named }),
          ),
        onError: (error) => {
          if (isApiError(error) && error.status === 404) {
            toast.error(t("adminFacts.gone"));
            return;
          }
          console.warn("Verifying a fact failed", error);
          toast.error(t("adminFacts.failed"), {
            description: failureText(error, t, t("common.error")),
          });
        },
      },
    );
  };

  let body: ReactNode;
  if (facts.isPending) body = <Spinner label={t("adminFacts.loading")} />;
  else if (facts.isError || !facts.data) {
    body = (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="text-slate-700">
          {t("adminFacts.error")}
        </p>
        <Button variant="outline" onClick={() => void facts.refetch()}>
          {t("common.tryAgain")}
        </Button>
      </div>
    );
  } else if (facts.data.facts.length === 0) {
    body = <p className="text-slate-700">{t("adminFacts.empty")}</p>;
  } else {
    body = (
      <ul aria-label={t("adminFacts.listLabel")} className="grid gap-3">
        {facts.data.facts.map((fact) => (
          <ListingFactRow
            key={`${fact.kind}:${fact.value}`}
            fact={fact}
            busy={verify.isPending}
            onVerify={onVerify}
          />
        ))}
      </ul>
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={t("adminFacts.openFor", { name })}
        >
          <Globe aria-hidden="true" />
          {t("adminFacts.open")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>{t("adminFacts.title", { name })}</DialogTitle>
        <DialogDescription>{t("adminFacts.description")}</DialogDescription>
        {body}
      </DialogContent>
    </Dialog>
  );
}
