import type {
  DurationUnit,
  ImplementationTime,
  Support,
  SupportHours,
  SupportLevel,
} from "@app/shared/vendor-fact-vocabulary";
import { LANGUAGE_CODES } from "@app/shared/vendor-fact-vocabulary";

/** The implementation time as the form holds it: numbers as typed, "" for not stated. */
export type ImplementationTimeValues = { min: string; max: string; unit: DurationUnit | "" };
/** Support as the form's selects hold it, "" for not stated. */
export type SupportValues = {
  level: SupportLevel | "";
  hours: SupportHours | "";
  timeZone: string;
};

/** The vendor facts (ADR 35) as the admin's and the vendor's forms hold them. */
export interface VendorFactValues {
  implementationTime: ImplementationTimeValues;
  support: SupportValues;
  /** ISO 639-1 codes, in the order they were ticked. */
  languagesSupported: string[];
}
export type VendorFactGroup = keyof VendorFactValues;

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

/**
 * A listing's or submission's facts as the form holds them. An older row's language name that
 * could not be placed is left out: the form offers codes only.
 */
export function vendorFactValues(source: {
  implementationTime: ImplementationTime | null;
  support: Support | null;
  languagesSupported: readonly string[];
}): VendorFactValues {
  return {
    implementationTime: implementationTimeValues(source.implementationTime),
    support: supportValues(source.support),
    languagesSupported: source.languagesSupported.filter((code) => LANGUAGE_CODES.includes(code)),
  };
}

export const emptyVendorFacts: VendorFactValues = vendorFactValues({
  implementationTime: null,
  support: null,
  languagesSupported: [],
});

/** The facts as the request body has them, before the shared schema checks them. */
export function vendorFactsBody(values: VendorFactValues) {
  return {
    implementationTime: implementationTimeBody(values.implementationTime),
    support: supportBody(values.support),
    languagesSupported: values.languagesSupported,
  };
}
