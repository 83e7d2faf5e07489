ALTER TABLE "reminder_sends" DROP CONSTRAINT "reminder_sends_once_key";--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD COLUMN "template_subject" text;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD COLUMN "template_body" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_once_key" ON "reminder_sends" USING btree ("company_id","movement_id","offset_days","due_date") WHERE "reminder_sends"."requested_by" is null;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_template_of_request" CHECK (("reminder_sends"."requested_by" is null) = ("reminder_sends"."template_subject" is null and "reminder_sends"."template_body" is null));