import { z } from "zod";
import {
  DURATION_MAX,
  DURATION_UNITS,
  LANGUAGE_CODES,
  SUPPORT_HOURS,
  SUPPORT_LEVELS,
  SUPPORT_TIME_ZONES,
} from "./vendor-fact-vocabulary.ts";

/** The vendor facts' schemas: what the admin's edits send (the vocabulary is in vendor-fact-vocabulary.ts). */
export * from "./vendor-fact-vocabulary.ts";

/** "1-2 weeks" is {min: 1, max: 2, unit: "weeks"}; "1 week" has min = max; "Same day" is 0 days. */
export const implementationTimeSchema = z
  .object({
    min: z.number().int().min(0).max(DURATION_MAX),
    max: z.number().int().min(0).max(DURATION_MAX),
    unit: z.enum(DURATION_UNITS),
  })
  .refine((range) => range.min <= range.max, { message: "min must not exceed max", path: ["max"] });

export const supportSchema = z.object({
  level: z.enum(SUPPORT_LEVELS).nullable(),
  hours: z.enum(SUPPORT_HOURS).nullable(),
  timeZone: z.enum(SUPPORT_TIME_ZONES).nullable(),
});

export const languageCodeSchema = z
  .string()
  .refine((code) => LANGUAGE_CODES.includes(code), { message: "Unknown language code" });
export const languageCodesSchema = z
  .array(languageCodeSchema)
  .max(LANGUAGE_CODES.length)
  .refine((codes) => new Set(codes).size === codes.length, { message: "Duplicate language" });

/**
 * The facts a vendor's submission (or revision) carries, each optional: left out or null is
 * "not stated". A listing's and a submission's columns of the same names hold them.
 */
export const vendorFactsInputShape = {
  implementationTime: implementationTimeSchema.nullable().default(null),
  support: supportSchema.nullable().default(null),
  languagesSupported: languageCodesSchema.default([]),
};

/** The facts as stored and shown back: a listing's languages may hold an older name, not a code. */
export const vendorFactsShape = {
  implementationTime: implementationTimeSchema.nullable(),
  support: supportSchema.nullable(),
  languagesSupported: z.array(z.string()),
};
