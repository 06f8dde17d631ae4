import { MATURITY_QUESTIONS } from "@app/shared/maturity";
import { describe, expect, it } from "vitest";
import { assessmentFormValues, assessmentResolver } from "./assessment-form";

const resolve = (values: ReturnType<typeof assessmentFormValues>) =>
  assessmentResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  } as never) as ReturnType<typeof assessmentResolver> & {
    values: Record<string, unknown>;
    errors: Record<string, unknown>;
  };

describe("assessment form", () => {
  it("reports each unanswered question on its own field", async () => {
    const values = { ...assessmentFormValues(), strategyGoals: "2" };
    const { errors } = await resolve(values);
    const names = Object.keys(errors);
    expect(names).not.toContain("strategyGoals");
    expect(names).toEqual(
      MATURITY_QUESTIONS.filter((q) => q.id !== "strategyGoals").map((q) => q.id),
    );
  });

  it("turns a whole form into the API's body, and back", async () => {
    const answered = Object.fromEntries(MATURITY_QUESTIONS.map((q, i) => [q.id, String(i % 4)]));
    const values = { ...assessmentFormValues(), ...answered, industry: "retail" };
    const { values: body, errors } = await resolve(values);
    expect(errors).toEqual({});
    expect(body).toMatchObject({ industry: "retail", answers: { strategyGoals: 0, toolsAi: 3 } });
    expect(assessmentFormValues(body as never)).toEqual(values);
  });
});
