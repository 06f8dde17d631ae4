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
