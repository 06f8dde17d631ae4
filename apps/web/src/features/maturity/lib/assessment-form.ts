import {
  MATURITY_QUESTIONS,
  type MaturityAnswers,
  type MaturityInput,
  type MaturityQuestionId,
  maturityInputSchema,
} from "@app/shared/maturity";
import type { FieldErrors, Resolver } from "react-hook-form";

/** One radio group per question ("" until answered, then "0".."3") and the optional industry. */
export type AssessmentFormValues = Record<MaturityQuestionId, string> & { industry: string };

export function assessmentFormValues(input?: MaturityInput): AssessmentFormValues {
  const answers = Object.fromEntries(
    MATURITY_QUESTIONS.map((question) => [
      question.id,
      input ? String(input.answers[question.id]) : "",
    ]),
  ) as Record<MaturityQuestionId, string>;
  return { ...answers, industry: input?.industry ?? "" };
}

export function toMaturityInput(values: AssessmentFormValues): unknown {
  const answers = Object.fromEntries(
    MATURITY_QUESTIONS.map((question) => [
      question.id,
      values[question.id] === "" ? undefined : Number(values[question.id]),
    ]),
  );
  return { answers, industry: values.industry || undefined };
}

/**
 * The shared schema decides; an unanswered question is reported on its own radio group (so the
 * focus goes to the first one left), any other issue on the industry.
 */
export const assessmentResolver: Resolver<AssessmentFormValues, unknown, MaturityInput> = (
  values,
) => {
  const parsed = maturityInputSchema.safeParse(toMaturityInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path;
    const field = first === "answers" && typeof second === "string" ? second : "industry";
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<AssessmentFormValues> };
};

export type { MaturityAnswers };
