import { z } from "zod";
import { type Category, INDUSTRIES } from "./catalog.ts";
import { recommendedToolSchema } from "./catalog-schemas.ts";
import { ROW_CAPS } from "./limits.ts";

/**
 * The digital maturity self-assessment: twelve questions over five areas, each answered on the
 * same four-step scale (0 = not yet ... 3 = fully in place). The questions' and answers' words
 * live in the web app's `maturity` texts (en, ar, hi), keyed by these ids; the scoring lives here,
 * so the browser shows the same figures the server stores.
 */
export const MATURITY_AREAS = ["strategy", "data", "processes", "skills", "tools"] as const;
export type MaturityArea = (typeof MATURITY_AREAS)[number];

export const MATURITY_QUESTIONS = [
  { id: "strategyGoals", area: "strategy" },
  { id: "strategyLeadership", area: "strategy" },
  { id: "strategyBudget", area: "strategy" },
  { id: "dataCapture", area: "data" },
  { id: "dataQuality", area: "data" },
  { id: "dataAccess", area: "data" },
  { id: "processesDocumented", area: "processes" },
  { id: "processesAutomated", area: "processes" },
  { id: "skillsTeam", area: "skills" },
  { id: "skillsTraining", area: "skills" },
  { id: "toolsSoftware", area: "tools" },
  { id: "toolsAi", area: "tools" },
] as const satisfies readonly { id: string; area: MaturityArea }[];
export type MaturityQuestionId = (typeof MATURITY_QUESTIONS)[number]["id"];

/** The highest answer: each question has the answers 0..MATURITY_ANSWER_MAX. */
export const MATURITY_ANSWER_MAX = 3;
export const MATURITY_ANSWERS = [0, 1, 2, 3] as const;

/** Bands of a 0-100 score, lowest first: a score is in the last band whose floor it reaches. */
export const MATURITY_LEVELS = [
  { level: "starting", floor: 0 },
  { level: "developing", floor: 25 },
  { level: "established", floor: 50 },
  { level: "leading", floor: 75 },
] as const;
export type MaturityLevel = (typeof MATURITY_LEVELS)[number]["level"];

/**
 * Catalogue categories whose tools help most where an area is weak: the recommendations after
 * an assessment come from the weakest areas' categories.
 */
export const MATURITY_AREA_CATEGORIES = {
  strategy: ["Data Analytics", "Finance & Accounting"],
  data: ["Data Analytics", "Operations & Automation"],
  processes: ["Operations & Automation", "Customer Service"],
  skills: ["HR & Recruitment", "Content Creation"],
  tools: ["Development Tools", "Marketing & Sales"],
} as const satisfies Record<MaturityArea, readonly Category[]>;

export const MATURITY_LIMITS = {
  /** Areas whose tools are recommended: the weakest ones (below the top level). */
  weakAreas: 2,
  /** Tools recommended after an assessment. */
  recommendations: 6,
  /** Saved assessments the account's history shows (newest first): every one it keeps. */
  history: ROW_CAPS.maturityAssessmentsPerAccount,
} as const;

const answer = z.literal(MATURITY_ANSWERS);

/** Every question answered, once: an answer missing or unknown is a 400. */
export const maturityAnswersSchema = z.strictObject(
  Object.fromEntries(MATURITY_QUESTIONS.map((question) => [question.id, answer])) as Record<
    MaturityQuestionId,
    typeof answer
  >,
);
export type MaturityAnswers = z.infer<typeof maturityAnswersSchema>;

/** What the visitor sends: the answers, and their industry for the recommendations. */
export const maturityInputSchema = z.strictObject({
  answers: maturityAnswersSchema,
  industry: z.enum(INDUSTRIES).optional(),
});
export type MaturityInput = z.input<typeof maturityInputSchema>;

const score = z.number().int().min(0).max(100);

export const maturityScoresSchema = z.object({
  overall: score,
  areas: z.object(
    Object.fromEntries(MATURITY_AREAS.map((area) => [area, score])) as Record<
      MaturityArea,
      typeof score
    >,
  ),
});
export type MaturityScores = z.infer<typeof maturityScoresSchema>;

/** Each area as the share of its answers' highest total, and overall as the areas' mean. */
export function scoreMaturity(answers: MaturityAnswers): MaturityScores {
  const areas = Object.fromEntries(
    MATURITY_AREAS.map((area) => {
      const values = MATURITY_QUESTIONS.filter((question) => question.area === area).map(
        (question) => answers[question.id],
      );
      const sum = values.reduce<number>((total, value) => total + value, 0);
      return [area, Math.round((sum / (values.length * MATURITY_ANSWER_MAX)) * 100)];
    }),
  ) as Record<MaturityArea, number>;
  const overall = Math.round(
    MATURITY_AREAS.reduce((total, area) => total + areas[area], 0) / MATURITY_AREAS.length,
  );
  return { overall, areas };
}

export function maturityLevelOf(value: number): MaturityLevel {
  let found: MaturityLevel = MATURITY_LEVELS[0].level;
  for (const band of MATURITY_LEVELS) if (value >= band.floor) found = band.level;
  return found;
}

/**
 * The areas to work on first: the lowest scores below the top level, at most
 * MATURITY_LIMITS.weakAreas, ties in the order of MATURITY_AREAS. Empty when every area leads.
 */
export function weakestAreas(scores: MaturityScores): MaturityArea[] {
  const top = (MATURITY_LEVELS.at(-1) as (typeof MATURITY_LEVELS)[number]).floor;
  return MATURITY_AREAS.filter((area) => scores.areas[area] < top)
    .sort((a, b) => scores.areas[a] - scores.areas[b])
    .slice(0, MATURITY_LIMITS.weakAreas);
}

/** A tool recommended after an assessment, and the weak area it helps with. */
export const maturityRecommendationSchema = z.object({
  tool: recommendedToolSchema,
  area: z.enum(MATURITY_AREAS),
  /** True when the tool names the visitor's industry among its industries. */
  industryMatch: z.boolean(),
});
export type MaturityRecommendation = z.infer<typeof maturityRecommendationSchema>;

/** POST /api/maturity/results: the scores (computed by the server) and the tools for the weak areas. */
export const maturityResultSchema = z.object({
  scores: maturityScoresSchema,
  weakAreas: z.array(z.enum(MATURITY_AREAS)),
  recommendations: z.array(maturityRecommendationSchema),
});
export type MaturityResult = z.infer<typeof maturityResultSchema>;

/** An assessment saved to an account. */
export const savedMaturityAssessmentSchema = z.object({
  id: z.uuid(),
  industry: z.enum(INDUSTRIES).nullable(),
  scores: maturityScoresSchema,
  createdAt: z.string(),
});
export type SavedMaturityAssessment = z.infer<typeof savedMaturityAssessmentSchema>;

/** POST /api/me/maturity-assessments: the one saved, and the one before it (for the change). */
export const maturitySavedSchema = z.object({
  assessment: savedMaturityAssessmentSchema,
  previous: savedMaturityAssessmentSchema.nullable(),
});
export type MaturitySaved = z.infer<typeof maturitySavedSchema>;

/** GET /api/me/maturity-assessments: the account's saved assessments, newest first. */
export const maturityHistorySchema = z.object({
  items: z.array(savedMaturityAssessmentSchema),
});
export type MaturityHistory = z.infer<typeof maturityHistorySchema>;

/** The change of each score from one assessment to the next (positive: better). */
export function maturityChange(from: MaturityScores, to: MaturityScores): MaturityScores {
  return {
    overall: to.overall - from.overall,
    areas: Object.fromEntries(
      MATURITY_AREAS.map((area) => [area, to.areas[area] - from.areas[area]]),
    ) as Record<MaturityArea, number>,
  };
}
