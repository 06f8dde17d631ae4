import { telLink } from "@app/shared/site-defaults";
import type { LucideIcon } from "lucide-react";
import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { LtrText } from "@/components/text/ltr-text";
import { useSiteConfig } from "@/lib/site-config";
import { useTranslation } from "@/lib/use-translation";

const linkClass = "rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline";

function Entry({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1">
      <dt className="flex items-center gap-2 font-semibold text-slate-900 text-sm">
        <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        {label}
      </dt>
      <dd className="ps-7 text-slate-700">{children}</dd>
    </div>
  );
}

/** Support email, phone and the Dubai and India offices, all from the site config. */
export function LegalContact() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  return (
    <address className="rounded-xl border border-slate-200 bg-slate-50 p-5 not-italic">
      <dl className="grid gap-5 sm:grid-cols-2" aria-label={t("legal.contact.label")}>
        <Entry icon={Mail} label={t("legal.contact.email")}>
          <a href={`mailto:${site.supportEmail}`} className={linkClass}>
            <LtrText>{site.supportEmail}</LtrText>
          </a>
        </Entry>
        <Entry icon={Phone} label={t("legal.contact.phone")}>
          <a href={telLink(site)} className={linkClass}>
            <LtrText>{site.phone}</LtrText>
          </a>
        </Entry>
        <Entry icon={MapPin} label={t("legal.contact.dubai")}>
          <span dir="auto">{site.offices.dubai}</span>
        </Entry>
        <Entry icon={MapPin} label={t("legal.contact.india")}>
          <span dir="auto">{site.offices.india}</span>
        </Entry>
      </dl>
    </address>
  );
}
