import type { REGION_PAGE_VIEWS } from "@app/shared/catalog";
import type { Region } from "@app/shared/i18n";
import type { LucideIcon } from "lucide-react";
import {
  BadgeCheck,
  ChartLine,
  Globe,
  Handshake,
  Headset,
  Hotel,
  IndianRupee,
  Landmark,
  Languages,
  LockKeyhole,
  MapPin,
  MessagesSquare,
  ShieldCheck,
  Sparkles,
  Workflow,
} from "lucide-react";
import type { TranslationResources } from "@/lib/i18n";
import type { StatClaim } from "./lib/format-stat";

/** The regions that have their own landing page (every region but global). */
export type LandingRegion = Exclude<Region, "global">;
type RegionPageView = (typeof REGION_PAGE_VIEWS)[number];

type Copy = TranslationResources["regions"];
type IdsOf<R extends LandingRegion, G extends "stats" | "solutions" | "why"> = keyof Copy[R][G] &
  string;

/**
 * One region's page: its analytics name, stat claims (SPEC §9) and card icons. Ids must match
 * the English copy in `locales/regions/en.json` exactly; object order is display order.
 */
export interface RegionContent<R extends LandingRegion> {
  pageView: RegionPageView;
  stats: { [Id in IdsOf<R, "stats">]: StatClaim };
  solutions: { [Id in IdsOf<R, "solutions">]: LucideIcon };
  why: { [Id in IdsOf<R, "why">]: LucideIcon };
}

export const REGION_CONTENT: { [R in LandingRegion]: RegionContent<R> } = {
  uae: {
    pageView: "uae-landing",
    stats: {
      businesses: { value: 150, unit: "count", plus: true },
      partners: { value: 25, unit: "count", plus: true },
      implementations: { value: 300, unit: "count", plus: true },
      success: { value: 95, unit: "percent", plus: false },
    },
    solutions: { bilingualService: Languages, government: Landmark, realEstateHospitality: Hotel },
    why: { localTeam: MapPin, bilingual: MessagesSquare, vetted: BadgeCheck },
  },
  india: {
    pageView: "india-landing",
    stats: {
      businesses: { value: 500, unit: "count", plus: true },
      partners: { value: 40, unit: "count", plus: true },
      implementations: { value: 1000, unit: "count", plus: true },
      savings: { value: 50_000_000, unit: "inr", plus: true },
    },
    solutions: { scale: Workflow, multilingual: Languages, costEfficient: IndianRupee },
    why: { localTeam: MapPin, measurable: ChartLine, vetted: BadgeCheck },
  },
  saudi: {
    pageView: "saudi-landing",
    stats: {
      businesses: { value: 100, unit: "count", plus: true },
      vision2030: { value: 15, unit: "count", plus: true },
      implementations: { value: 200, unit: "count", plus: true },
      success: { value: 85, unit: "percent", plus: false },
    },
    solutions: { vision2030: Sparkles, arabicFirst: Headset, compliance: ShieldCheck },
    why: { arabicTeam: Handshake, regional: Globe, security: LockKeyhole },
  },
};
