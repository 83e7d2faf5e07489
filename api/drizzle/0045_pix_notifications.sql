CREATE TABLE "pix_notifications" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"end_to_end_id" text NOT NULL,
	"notified" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"outcome" text,
	"refunds_applied" integer DEFAULT 0 NOT NULL,
	"message" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_notifications_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "pix_notifications_status_valid" CHECK ("pix_notifications"."status" in ('pending', 'processing', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "pix_notifications" ADD CONSTRAINT "pix_notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_notifications" ADD CONSTRAINT "pix_notifications_bank_account_fk" FOREIGN KEY ("company_id","bank_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pix_notifications_due_idx" ON "pix_notifications" USING btree ("next_attempt_at") WHERE "pix_notifications"."status" in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "pix_notifications_company_end_to_end_idx" ON "pix_notifications" USING btree ("company_id","end_to_end_id");--> statement-breakpoint
CREATE INDEX "pix_notifications_created_idx" ON "pix_notifications" USING btree ("created_at");