import { describe, expect, it } from "vitest";
import {
  MATURITY_QUESTIONS,
  type MaturityAnswers,
  maturityAnswersSchema,
  maturityChange,
  maturityInputSchema,
  maturityLevelOf,
  scoreMaturity,
  weakestAreas,
} from "./maturity.ts";

const all = (value: 0 | 1 | 2 | 3) =>
  Object.fromEntries(MATURITY_QUESTIONS.map((question) => [question.id, value])) as MaturityAnswers;

describe("digital maturity scoring", () => {
  it("scores each area as a share of its highest total and overall as the areas' mean", () => {
    expect(scoreMaturity(all(0))).toEqual({
      overall: 0,
      areas: { strategy: 0, data: 0, processes: 0, skills: 0, tools: 0 },
    });
    expect(scoreMaturity(all(3)).overall).toBe(100);
    const mixed = { ...all(3), strategyGoals: 0, strategyLeadership: 1, dataQuality: 2 } as const;
    // strategy 0+1+3 = 4 of 9 -> 44; data 3+2+3 = 8 of 9 -> 89; the rest 100.
    expect(scoreMaturity(mixed)).toEqual({
      overall: Math.round((44 + 89 + 100 + 100 + 100) / 5),
      areas: { strategy: 44, data: 89, processes: 100, skills: 100, tools: 100 },
    });
  });

  it("names the level of a score by its band", () => {
    expect([0, 24, 25, 49, 50, 74, 75, 100].map(maturityLevelOf)).toEqual([
      "starting",
      "starting",
      "developing",
      "developing",
      "established",
      "established",
      "leading",
      "leading",
    ]);
  });

  it("picks the two lowest areas below the top level, none when every area leads", () => {
    const answers = { ...all(2), skillsTeam: 0, skillsTraining: 0, toolsAi: 0 } as const;
    expect(weakestAreas(scoreMaturity(answers))).toEqual(["skills", "tools"]);
    expect(weakestAreas(scoreMaturity(all(3)))).toEqual([]);
    expect(weakestAreas(scoreMaturity(all(1)))).toEqual(["strategy", "data"]);
  });

  it("shows the change between two assessments", () => {
    const change = maturityChange(scoreMaturity(all(1)), scoreMaturity(all(2)));
    // 33 -> 67 in every area and overall.
    expect(change.overall).toBe(34);
    expect(change.areas.tools).toBe(34);
    expect(maturityChange(scoreMaturity(all(2)), scoreMaturity(all(1))).areas.data).toBe(-34);
  });

  it("refuses a missing, unknown or out-of-range answer", () => {
    const { toolsAi: _left, ...missing } = all(1);
    expect(maturityAnswersSchema.safeParse(missing).success).toBe(false);
    expect(maturityAnswersSchema.safeParse({ ...all(1), extra: 1 }).success).toBe(false);
    expect(maturityAnswersSchema.safeParse({ ...all(1), toolsAi: 4 }).success).toBe(false);
    expect(maturityAnswersSchema.safeParse({ ...all(1), toolsAi: "3" }).success).toBe(false);
    expect(maturityInputSchema.safeParse({ answers: all(2), industry: "mining" }).success).toBe(
      false,
    );
    expect(maturityInputSchema.safeParse({ answers: all(2), industry: "retail" }).success).toBe(
      true,
    );
  });
});
