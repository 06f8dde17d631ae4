import { LEAD_PROMISES } from "@app/shared/leads";
import { whatsappLink } from "@app/shared/site";
import { MessageCircle } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useSiteConfig } from "@/lib/site-config";
import type { LandingRegion } from "../content";
import { regionKey } from "../lib/region-key";

/** The last call to action: WhatsApp with a message about the region, or the consultation form. */
export function RegionClosing({ region }: { region: LandingRegion }) {
  const { t } = useTranslation();
  const site = useSiteConfig();
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
          <Button asChild size="lg" className="bg-green-700 hover:bg-green-800">
            <a
              href={whatsappLink(site, t(regionKey(region, "whatsappMessage")))}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle aria-hidden="true" />
              {t("cta.whatsapp")}
              <span className="sr-only">{t("marketplace.opensInNewTab")}</span>
            </a>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <Link to="/consultation">{t("regions.shared.consultation")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
