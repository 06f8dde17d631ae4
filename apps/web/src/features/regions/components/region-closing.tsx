import { LEAD_PROMISES } from "@app/shared/leads";
import { useId } from "react";
import { Link } from "react-router";
import { WhatsAppLinkButton } from "@/components/contact/whatsapp-link-button";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";
import type { LandingRegion } from "../content";
import { regionKey } from "../lib/region-key";

/** The last call to action: WhatsApp with a message about the region, or the consultation form. */
export function RegionClosing({ region }: { region: LandingRegion }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 py-14 sm:px-6">
      <div className="mx-auto grid max-w-4xl justify-items-center gap-4 rounded-2xl bg-brand-800 px-6 py-10 text-center text-white sm:px-10 sm:py-12">
        <h2 id={headingId} className="font-bold text-2xl tracking-tight sm:text-3xl">
          {t(regionKey(region, "closingTitle"))}
        </h2>
        <p className="max-w-2xl text-brand-100">
          {t("regions.shared.closingText", { hours: LEAD_PROMISES.consultationContactHours })}
        </p>
        <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <WhatsAppLinkButton
            size="lg"
            message={t(regionKey(region, "whatsappMessage"))}
            label={t("cta.whatsapp")}
          />
          <Button asChild size="lg" variant="inverse">
            <Link to="/consultation">{t("regions.shared.consultation")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
