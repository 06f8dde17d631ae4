import type { ReviewReply as Reply } from "@app/shared/review-replies";
import { Store } from "lucide-react";
import { VendorText } from "@/components/text/vendor-text";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { latinLang } from "@/lib/latin-lang";
import { useTranslation } from "@/lib/use-translation";

/** The listing's vendor's public reply, set in under the review it answers. */
export function ReviewReply({ reply }: { reply: Reply }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  return (
    <section
      className="grid gap-1 rounded-md border-brand-200 border-s-4 bg-slate-50 py-2 ps-3 pe-2"
      aria-label={t("reviews.reply.label")}
    >
      <p className="flex flex-wrap items-center gap-x-2 text-slate-700 text-sm">
        <Store className="size-4 text-slate-500" aria-hidden="true" />
        <span className="font-medium">{t("reviews.reply.label")}</span>
        <time dateTime={reply.updatedAt} className="text-slate-600">
          {format.date(reply.updatedAt)}
        </time>
      </p>
      <VendorText
        as="p"
        lang={latinLang(reply.body, i18n.language)}
        className="whitespace-pre-line break-words text-slate-700 text-sm"
      >
        {reply.body}
      </VendorText>
    </section>
  );
}
