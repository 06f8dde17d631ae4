import { telLink, whatsappLink } from "@app/shared/site-defaults";
import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FULL_BLEED, PAD_PAGE_GUTTER } from "@/components/layout/page-gutter";
import { LtrText } from "@/components/text/ltr-text";
import { useSiteConfig } from "@/lib/site-config";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import "./footer-texts";
import { footerRegions } from "./served-region-keys";

const linkClass = "rounded-sm text-slate-300 text-sm hover:text-white";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-3">
      <h2 className="font-semibold text-sm text-white uppercase tracking-wide">{title}</h2>
      {children}
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const year = new Date().getFullYear();

  return (
    <footer
      data-bottom-clearance
      className={cn(
        "bg-slate-900 text-slate-300 [&_:focus-visible]:outline-white",
        PAD_PAGE_GUTTER,
      )}
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <Column title={t("footer.aiSolutions")}>
          <p className="text-sm">{t("footer.blurb", { brand: site.brandName })}</p>
          <Link to="/marketplace" className={linkClass}>
            {t("cta.browseMarketplace")}
          </Link>
        </Column>
        <Column title={t("footer.forVendors")}>
          <p className="text-sm">{t("footer.vendorsBlurb")}</p>
          <Link to="/submit-tool" className={linkClass}>
            {t("cta.submitTool")}
          </Link>
        </Column>
        <Column title={t("footer.company")}>
          <ul className="grid gap-2">
            <li>
              <Link to="/about" className={linkClass}>
                {t("footer.about")}
              </Link>
            </li>
            <li>
              <Link to="/mission" className={linkClass}>
                {t("footer.mission")}
              </Link>
            </li>
          </ul>
        </Column>
        <Column title={t("footer.support")}>
          <ul className="grid gap-2">
            <li>
              <Link to="/consultation" className={linkClass}>
                {t("footer.consultation")}
              </Link>
            </li>
            <li>
              <a
                href={whatsappLink(site)}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                {t("footer.whatsapp")}
              </a>
            </li>
            <li>
              <Link to="/consultation" className={linkClass}>
                {t("footer.helpCenter")}
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                {t("footer.privacy")}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                {t("footer.terms")}
              </Link>
            </li>
          </ul>
        </Column>
      </div>
      {/* The divider runs to the page's edge, past the gutter the floating button sits in. */}
      <div className={cn("border-slate-800 border-t", FULL_BLEED)}>
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-2">
          <div className="grid content-start gap-2">
            <h2 className="font-semibold text-sm text-white">{t("footer.contact")}</h2>
            <a
              href={`mailto:${site.supportEmail}`}
              className={`${linkClass} flex items-center gap-2`}
            >
              <Mail className="size-4" aria-hidden="true" />
              <span className="sr-only">{`${t("footer.email")}: `}</span>
              <LtrText>{site.supportEmail}</LtrText>
            </a>
            <a href={telLink(site)} className={`${linkClass} flex items-center gap-2`}>
              <Phone className="size-4" aria-hidden="true" />
              <span className="sr-only">{`${t("footer.phone")}: `}</span>
              <LtrText>{site.phone}</LtrText>
            </a>
          </div>
          <div className="grid content-start gap-2">
            <h2 className="font-semibold text-sm text-white">{t("footer.regionsServed")}</h2>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {footerRegions(site.regionsServed).map(({ key, name, page }) => {
                const label = key ? t(`footer.regions.${key}`) : name;
                return (
                  <li key={name} className="flex items-center gap-1">
                    <MapPin className="size-4" aria-hidden="true" />
                    {page ? (
                      <Link to={page} className={linkClass}>
                        {label}
                      </Link>
                    ) : (
                      label
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
        <p className="mx-auto max-w-7xl px-4 pb-8 text-slate-400 text-xs sm:px-6">
          {t("footer.copyright", { year, brand: site.brandName })}
        </p>
      </div>
    </footer>
  );
}
