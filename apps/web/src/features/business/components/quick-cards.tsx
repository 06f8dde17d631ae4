import type { LucideIcon } from "lucide-react";
import { MessagesSquare, Store, UserCog } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "@/lib/use-translation";

// The account card's title is the user menu's entry (nav.accountSettings): one text for both.
const CARDS = [
  { to: "/marketplace", icon: Store, title: "business.quick.marketplace", key: "marketplace" },
  {
    to: "/consultation",
    icon: MessagesSquare,
    title: "business.quick.consultation",
    key: "consultation",
  },
  { to: "/account", icon: UserCog, title: "nav.accountSettings", key: "account" },
] as const satisfies readonly { to: string; icon: LucideIcon; title: string; key: string }[];

/** Shortcuts from the business dashboard: the marketplace, a consultation, account settings. */
export function QuickCards() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("business.quick.heading")}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {CARDS.map(({ to, icon: Icon, title, key }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
            >
              <Icon className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
              <span className="grid gap-1">
                <span className="font-semibold">{t(title)}</span>
                <span className="text-slate-600 text-sm">{t(`business.quick.${key}Hint`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
