-- Vendor facts as values (ADR 35): the English sentences of existing rows become
-- {min, max, unit}, {level, hours, timeZone} and ISO 639-1 codes where they parse.
ALTER TABLE "solutions_catalog" ALTER COLUMN "implementation_time" SET DATA TYPE jsonb USING (
  CASE
    WHEN lower(btrim("implementation_time")) IN ('same day', 'same-day') THEN '{"min":0,"max":0,"unit":"days"}'::jsonb
    WHEN lower(btrim("implementation_time")) ~ '^(\d{1,2})\s*[-–]\s*(\d{1,2})\s+(hour|day|week|month)s?$' THEN jsonb_build_object(
      'min', least((regexp_match(lower(btrim("implementation_time")), '^(\d{1,2})\s*[-–]\s*(\d{1,2})\s+(hour|day|week|month)s?$'))[1]::int, (regexp_match(lower(btrim("implementation_time")), '^(\d{1,2})\s*[-–]\s*(\d{1,2})\s+(hour|day|week|month)s?$'))[2]::int),
      'max', greatest((regexp_match(lower(btrim("implementation_time")), '^(\d{1,2})\s*[-–]\s*(\d{1,2})\s+(hour|day|week|month)s?$'))[1]::int, (regexp_match(lower(btrim("implementation_time")), '^(\d{1,2})\s*[-–]\s*(\d{1,2})\s+(hour|day|week|month)s?$'))[2]::int),
      'unit', (regexp_match(lower(btrim("implementation_time")), '^(\d{1,2})\s*[-–]\s*(\d{1,2})\s+(hour|day|week|month)s?$'))[3] || 's'
    )
    WHEN lower(btrim("implementation_time")) ~ '^(\d{1,2})\s+(hour|day|week|month)s?$' THEN jsonb_build_object(
      'min', (regexp_match(lower(btrim("implementation_time")), '^(\d{1,2})\s+(hour|day|week|month)s?$'))[1]::int,
      'max', (regexp_match(lower(btrim("implementation_time")), '^(\d{1,2})\s+(hour|day|week|month)s?$'))[1]::int,
      'unit', (regexp_match(lower(btrim("implementation_time")), '^(\d{1,2})\s+(hour|day|week|month)s?$'))[2] || 's'
    )
    ELSE NULL
  END
);--> statement-breakpoint
ALTER TABLE "solutions_catalog" ADD COLUMN "support" jsonb;--> statement-breakpoint
UPDATE "solutions_catalog" SET "support" = CASE
  WHEN parsed.level IS NULL AND parsed.hours IS NULL AND parsed.tz IS NULL THEN NULL
  ELSE jsonb_build_object('level', parsed.level, 'hours', parsed.hours, 'timeZone', parsed.tz)
END
FROM (
  SELECT sid,
    CASE
      WHEN s ~ 'dedicated|manager' THEN 'dedicated_manager'
      WHEN s ~ 'community|forum' THEN 'community'
      WHEN s ~ 'on-site|on site|onsite' THEN 'on_site'
      WHEN s ~ 'phone' AND s ~ 'chat' THEN 'phone_chat'
      WHEN s ~ 'phone' THEN 'phone'
      WHEN s ~ 'chat' AND s ~ 'e-?mail' THEN 'chat_email'
      WHEN s ~ 'chat' THEN 'chat'
      WHEN s ~ 'e-?mail' THEN 'email'
    END AS level,
    CASE
      WHEN s ~ '24/7|24x7|24 x 7' THEN '24_7'
      WHEN s ~ 'next business day' THEN 'next_business_day'
      WHEN s ~ 'sunday to thursday|sun-thu' THEN 'sunday_to_thursday'
      WHEN s ~ 'business hours|office hours' THEN 'business_hours'
    END AS hours,
    CASE
      WHEN s ~ '\m(ist|india)\M' THEN 'Asia/Kolkata'
      WHEN s ~ '\m(gst|uae|dubai)\M' THEN 'Asia/Dubai'
      WHEN s ~ '\m(ast|ksa|riyadh)\M' THEN 'Asia/Riyadh'
      WHEN s ~ '\m(et|est|edt)\M' THEN 'America/New_York'
      WHEN s ~ '\m(gmt|bst|uk)\M' THEN 'Europe/London'
    END AS tz
  FROM (SELECT "id" AS sid, lower("support_level") AS s FROM "solutions_catalog" WHERE "support_level" IS NOT NULL) AS old
) AS parsed
WHERE "solutions_catalog"."id" = parsed.sid;--> statement-breakpoint
ALTER TABLE "solutions_catalog" DROP COLUMN "support_level";--> statement-breakpoint
UPDATE "solutions_catalog" SET "languages_supported" = coalesce((
  SELECT array_agg(coalesce(codes.code, name) ORDER BY ord)
  FROM unnest("languages_supported") WITH ORDINALITY AS l(name, ord)
  LEFT JOIN (VALUES
    ('arabic', 'ar'), ('bengali', 'bn'), ('bangla', 'bn'), ('german', 'de'), ('english', 'en'),
    ('spanish', 'es'), ('persian', 'fa'), ('farsi', 'fa'), ('french', 'fr'), ('gujarati', 'gu'),
    ('hebrew', 'he'), ('hindi', 'hi'), ('indonesian', 'id'), ('italian', 'it'), ('japanese', 'ja'),
    ('kannada', 'kn'), ('korean', 'ko'), ('malayalam', 'ml'), ('marathi', 'mr'), ('malay', 'ms'),
    ('dutch', 'nl'), ('punjabi', 'pa'), ('polish', 'pl'), ('portuguese', 'pt'), ('russian', 'ru'),
    ('swahili', 'sw'), ('tamil', 'ta'), ('telugu', 'te'), ('thai', 'th'), ('tagalog', 'tl'),
    ('filipino', 'tl'), ('turkish', 'tr'), ('ukrainian', 'uk'), ('urdu', 'ur'), ('vietnamese', 'vi'),
    ('chinese', 'zh'), ('mandarin', 'zh')
  ) AS codes(english, code) ON codes.english = lower(btrim(l.name))
), '{}');
