-- Decision: only a verified company holds its name's plain slug (features/company/slugs.ts). Companies that are not
-- verified give theirs up for the name's slug with a random suffix, so a free plain slug tells nothing of them.
UPDATE "company_profiles"
SET "slug" = "slug" || '-' || substr(md5(random()::text || "id"::text), 1, 6)
WHERE "verification" <> 'verified';
