CREATE TABLE "digest_sends" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_sends_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "digest_sends_once_key" UNIQUE("company_id","user_id","day"),
	CONSTRAINT "digest_sends_status_valid" CHECK ("digest_sends"."status" in ('queued', 'sent', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "digest_subscriptions" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_subscriptions_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_subscriptions" ADD CONSTRAINT "digest_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_subscriptions" ADD CONSTRAINT "digest_subscriptions_membership_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."memberships"("company_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digest_subscriptions_user_idx" ON "digest_subscriptions" USING btree ("user_id");--> statement-breakpoint
CALL audit_table('digest_subscriptions');--> statement-breakpoint
CALL audit_table('digest_sends');