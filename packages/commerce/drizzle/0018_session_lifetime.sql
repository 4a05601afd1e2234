-- Decision 0033: a sign-in (a refresh-token family) ends SESSION_MAX_DAYS after it began,
-- however often it is refreshed, and a family revoked for a replay loses its access tokens at
-- once through the deny list below.
CREATE TABLE "revoked_session_families" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "family_started_at" timestamp with time zone;
--> statement-breakpoint
-- A family began with its oldest token still stored: its login. No token row is ever deleted by
-- the app, so that is the login itself unless an operator pruned old rows, in which case the
-- family counts as younger than it is and lives at most its lifetime from the oldest row kept.
UPDATE "refresh_tokens" AS t
SET "family_started_at" = f.started_at
FROM (SELECT "family_id", min("created_at") AS started_at FROM "refresh_tokens" GROUP BY "family_id") AS f
WHERE t."family_id" = f."family_id";
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "family_started_at" SET NOT NULL;
