import type {
  DurationUnit,
  ImplementationTime,
  Support,
  SupportHours,
  SupportLevel,
} from "@app/shared/vendor-facts";

/** The implementation time as the form holds it: numbers as typed, "" for not stated. */
export type ImplementationTimeValues = { min: string; max: string; unit: DurationUnit | "" };
/** Support as the form's selects hold it, "" for not stated. */
export type SupportValues = {
  level: SupportLevel | "";
  hours: SupportHours | "";
  timeZone: string;
};

export function implementationTimeValues(
  value: ImplementationTime | null,
): ImplementationTimeValues {
  if (!value) return { min: "", max: "", unit: "" };
  return { min: String(value.min), max: String(value.max), unit: value.unit };
}

/**
 * What to send: null when nothing is filled in; a single number is a range of one ("1 week");
 * anything else goes as typed, for the shared schema to refuse (a unit without a number).
 */
export function implementationTimeBody(values: ImplementationTimeValues) {
  const min = values.min.trim();
  const max = values.max.trim() || min;
  if (!min && !max && !values.unit) return null;
  return { min: min ? Number(min) : Number.NaN, max: Number(max), unit: values.unit };
}

export function supportValues(value: Support | null): SupportValues {
  return {
    level: value?.level ?? "",
    hours: value?.hours ?? "",
    timeZone: value?.timeZone ?? "",
  };
}

export function supportBody(values: SupportValues) {
  if (!values.level && !values.hours && !values.timeZone) return null;
  return {
    level: values.level || null,
    hours: values.hours || null,
    timeZone: values.timeZone || null,
  };
}
