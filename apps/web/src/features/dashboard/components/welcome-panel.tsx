import type { LucideIcon } from "lucide-react";
import { Gauge, MessagesSquare, PackagePlus, Store, UserCog } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { isWelcomeState } from "@/features/auth/lib/welcome-state";
import { useSiteConfig } from "@/lib/site-config";
import { useTranslation } from "@/lib/use-translation";

interface Step {
  key: string;
  to: string;
  icon: LucideIcon;
}

/** The first things worth doing, per role: a business looks, measures and asks; a vendor lists. */
const FIRST_STEPS = {
  business: [
    { key: "browse", to: "/marketplace", icon: Store },
    { key: "maturity", to: "/digital-maturity", icon: Gauge },
    { key: "consultation", to: "/consultation", icon: MessagesSquare },
  ],
  vendor: [
    { key: "submit", to: "/submit-tool", icon: PackagePlus },
    { key: "account", to: "/account", icon: UserCog },
    { key: "browse", to: "/marketplace", icon: Store },
  ],
} as const satisfies Record<string, readonly Step[]>;

/**
 * Whether this page was reached by sign-up (WELCOME_STATE). It greets once: the state is taken
 * off the history entry at once, so a reload or a return to the address shows the shortcuts.
 */
export function useJustSignedUp(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [welcome] = useState(() => isWelcomeState(location.state));
  useEffect(() => {
    if (!isWelcomeState(location.state)) return;
    const { pathname, search, hash } = location;
    navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [location, navigate]);
  return welcome;
}

/**
 * The welcome a new account's dashboard opens with: the person's name and three first steps.
 * Shown after sign-up only (WELCOME_STATE); the usual shortcuts take its place afterwards.
 */
export function WelcomePanel({
  name,
  accountRole,
}: {
  name: string;
  accountRole: keyof typeof FIRST_STEPS;
}) {
  const { t } = useTranslation();
  const { brandName } = useSiteConfig();
  return (
    <section
      aria-labelledby="welcome-title"
      className="grid gap-4 rounded-xl border border-brand-200 bg-brand-50 p-5"
    >
      <div className="grid gap-1">
        <h2 id="welcome-title" className="break-words font-semibold text-slate-900 text-xl">
          {t("dashboard.firstSteps.title", { name, brand: brandName })}
        </h2>
        <p className="text-slate-700">{t(`dashboard.firstSteps.intro.${accountRole}`)}</p>
      </div>
      <ol className="grid gap-3 sm:grid-cols-3">
        {FIRST_STEPS[accountRole].map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
            >
              <Icon className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
              <span className="grid gap-1">
                <span className="font-semibold">{t(`dashboard.firstSteps.${key}`)}</span>
                <span className="text-slate-600 text-sm">
                  {t(`dashboard.firstSteps.${key}Hint`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
