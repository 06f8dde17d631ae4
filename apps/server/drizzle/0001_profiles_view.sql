-- SPEC §3 profiles: one row per account, read from Better Auth's user table.
CREATE VIEW "profiles" AS
  SELECT "id", "name" AS "full_name", "email", "role", "company_name", "created_at"
  FROM "user";
