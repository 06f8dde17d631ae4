import type { LucideIcon } from "lucide-react";
import {
  Bot,
  DraftingCompass,
  Globe,
  Headphones,
  Mic,
  Network,
  ShieldCheck,
  Store,
  Target,
  TrendingDown,
  TrendingUp,
  Users,
  Workflow,
} from "lucide-react";

/**
 * Ids and order of the company pages' content; every text lives in the locale files under
 * `about.*`, `mission.*` and `legal.*` with these ids as keys.
 */
export const TEAM_MEMBERS = ["ceo", "engineering", "partnerships", "success"] as const;

export const SERVICES: ReadonlyArray<{
  id: "marketplace" | "agents" | "voice" | "blueprints" | "internalSystems";
  icon: LucideIcon;
}> = [
  { id: "marketplace", icon: Store },
  { id: "agents", icon: Bot },
  { id: "voice", icon: Mic },
  { id: "blueprints", icon: DraftingCompass },
  { id: "internalSystems", icon: Network },
];

/** SPEC §1: Understand, Map, Design, Build, Evolve. */
export const PROCESS_STEPS = ["understand", "map", "design", "build", "evolve"] as const;

export const VALUES: ReadonlyArray<{
  id: "trust" | "outcomes" | "local" | "responsible";
  icon: LucideIcon;
}> = [
  { id: "trust", icon: ShieldCheck },
  { id: "outcomes", icon: Target },
  { id: "local", icon: Globe },
  { id: "responsible", icon: Users },
];

/** SPEC §1 marketing claims, as fractions for Intl percent formatting. */
export const IMPACT_METRICS: ReadonlyArray<{
  id: "manualWork" | "support" | "revenue" | "costs";
  value: number;
  icon: LucideIcon;
}> = [
  { id: "manualWork", value: 0.6, icon: Workflow },
  { id: "support", value: 0.8, icon: Headphones },
  { id: "revenue", value: 0.35, icon: TrendingUp },
  { id: "costs", value: 0.5, icon: TrendingDown },
];

/** SPEC §1: trusted AI transformation partner for over 10,000 businesses by 2030. */
export const VISION = { businesses: 10_000, year: 2030 } as const;

export const PRIVACY_SECTIONS = [
  "collect",
  "use",
  "sharing",
  "cookies",
  "analytics",
  "retention",
  "rights",
  "contact",
] as const;

export const TERMS_SECTIONS = [
  "acceptance",
  "services",
  "accounts",
  "reviews",
  "consultations",
  "submissions",
  "acceptableUse",
  "intellectualProperty",
  "liability",
  "changesAndContact",
] as const;
