import { MapPin } from "lucide-react";
import { Card } from "@/components/ui/card";
import { initialsOf } from "@/lib/initials";
import { useTranslation } from "@/lib/use-translation";
import { TEAM_MEMBERS } from "../content";
import { PageSection } from "./page-section";

/** The four people who lead the company, each with an initials avatar (no photos). */
export function TeamSection() {
  const { t } = useTranslation();
  return (
    <PageSection title={t("about.team.title")} intro={t("about.team.intro")}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TEAM_MEMBERS.map((id) => {
          const name = t(`about.team.members.${id}.name`);
          return (
            <li key={id} className="flex">
              <Card className="grid w-full content-start justify-items-center gap-2 text-center">
                <span
                  aria-hidden="true"
                  className="mb-2 flex size-20 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 font-semibold text-2xl text-white"
                >
                  {initialsOf(name)}
                </span>
                <h3 className="font-semibold text-lg text-slate-900">{name}</h3>
                <p className="font-medium text-brand-700">{t(`about.team.members.${id}.role`)}</p>
                <p className="flex items-center gap-1 text-slate-600 text-sm">
                  <MapPin className="size-4 shrink-0" aria-hidden="true" />
                  {t(`about.team.members.${id}.location`)}
                </p>
                <p className="mt-2 text-slate-600 text-sm">{t(`about.team.members.${id}.bio`)}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
