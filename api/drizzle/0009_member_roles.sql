-- Roles per company (DESIGN.md "next areas"): today's plain `member` wrote movements and cadastros,
-- so it becomes `finance`, the role that keeps the movements; `viewer` is new and reads only.
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_role_valid";--> statement-breakpoint
UPDATE "memberships" SET "role" = 'finance' WHERE "role" = 'member';--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_role_valid" CHECK ("memberships"."role" in ('owner', 'admin', 'finance', 'viewer'));
