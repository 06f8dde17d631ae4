import { RETENTION } from "@app/shared/retention";
import { describe, expect, it } from "vitest";
import aboutAr from "../../locales/about/ar.json";
import aboutEn from "../../locales/about/en.json";
import aboutHi from "../../locales/about/hi.json";
import legalAr from "../../locales/legal/ar.json";
import legalEn from "../../locales/legal/en.json";
import legalHi from "../../locales/legal/hi.json";
import missionAr from "../../locales/mission/ar.json";
import missionEn from "../../locales/mission/en.json";
import missionHi from "../../locales/mission/hi.json";
import {
  IMPACT_METRICS,
  PRIVACY_SECTIONS,
  PROCESS_STEPS,
  SERVICES,
  TEAM_MEMBERS,
  TERMS_SECTIONS,
  VALUES,
} from "./content";

type Tree = { [key: string]: string | Tree };

/** Every key path in document order, so paragraphs and list items render in the same order. */
function orderedPaths(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [path] : orderedPaths(value, path);
  });
}

describe("company page content", () => {
  it("lists the ids the locale files hold, with the counts the spec asks for", () => {
    expect(Object.keys(aboutEn.team.members)).toEqual([...TEAM_MEMBERS]);
    expect(Object.keys(aboutEn.services.items)).toEqual(SERVICES.map((s) => s.id));
    expect(Object.keys(aboutEn.process.steps)).toEqual([...PROCESS_STEPS]);
    expect(Object.keys(missionEn.values.items)).toEqual(VALUES.map((v) => v.id));
    expect(Object.keys(missionEn.impact.metrics)).toEqual(IMPACT_METRICS.map((m) => m.id));
    expect(Object.keys(legalEn.privacy.sections)).toEqual([...PRIVACY_SECTIONS]);
    expect(Object.keys(legalEn.terms.sections)).toEqual([...TERMS_SECTIONS]);
    expect([TEAM_MEMBERS.length, SERVICES.length, PROCESS_STEPS.length]).toEqual([4, 5, 5]);
    expect([VALUES.length, IMPACT_METRICS.length]).toEqual([4, 4]);
    expect([PRIVACY_SECTIONS.length, TERMS_SECTIONS.length]).toEqual([8, 10]);
  });

  it("states in every language the retention periods the server's purge job applies", () => {
    for (const legal of [legalEn, legalAr, legalHi]) {
      const items = legal.privacy.sections.retention.items;
      expect(items.sessions).toContain(String(RETENTION.sessionHoursAfterExpiry));
      expect(items.security).toContain(String(RETENTION.requestCounterHours));
      expect(items.emails).toContain(String(RETENTION.emailBodyDays));
      expect(items.emails).toContain(String(RETENTION.emailRecordMonths));
      expect(items.analytics).toContain(String(RETENTION.analyticsEventMonths));
    }
  });

  it("keeps the process in the spec's order", () => {
    expect(PROCESS_STEPS.map((id) => aboutEn.process.steps[id].title)).toEqual([
      "Understand",
      "Map",
      "Design",
      "Build",
      "Evolve",
    ]);
  });

  it("keeps the spec's impact claims", () => {
    expect(IMPACT_METRICS.map((m) => m.value)).toEqual([0.6, 0.8, 0.35, 0.5]);
  });

  const files = {
    about: [aboutEn, aboutAr, aboutHi],
    mission: [missionEn, missionAr, missionHi],
    legal: [legalEn, legalAr, legalHi],
  };
  for (const [section, [en, ar, hi]] of Object.entries(files)) {
    it(`${section}: Arabic and Hindi keep the English key order`, () => {
      const english = orderedPaths(en as Tree);
      expect(orderedPaths(ar as Tree)).toEqual(english);
      expect(orderedPaths(hi as Tree)).toEqual(english);
    });
  }
});
