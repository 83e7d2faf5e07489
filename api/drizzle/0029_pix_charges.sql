-- Pix charges (issue 21): a receivable's open amount as a static BR Code, and its public page. Every key
-- starts with company_id (the public token carries the company id for that reason); audited
-- like every company table.
CREATE TABLE "pix_charges" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"movement_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"txid" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"pix_key" text NOT NULL,
	"br_code" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_charges_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "pix_charges_company_txid_key" UNIQUE("company_id","txid"),
	CONSTRAINT "pix_charges_company_movement_version_key" UNIQUE("company_id","movement_id","version"),
	CONSTRAINT "pix_charges_company_token_key" UNIQUE("company_id","token"),
	CONSTRAINT "pix_charges_amount_positive" CHECK ("pix_charges"."amount_cents" > 0),
	CONSTRAINT "pix_charges_status_valid" CHECK ("pix_charges"."status" in ('active', 'paid', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_movement_fk" FOREIGN KEY ("company_id","movement_id") REFERENCES "public"."movements"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_bank_account_fk" FOREIGN KEY ("company_id","bank_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pix_charges_company_active_movement_key" ON "pix_charges" USING btree ("company_id","movement_id") WHERE "pix_charges"."status" = 'active';--> statement-breakpoint
CREATE INDEX "pix_charges_company_bank_account_idx" ON "pix_charges" USING btree ("company_id","bank_account_id");--> statement-breakpoint
CALL audit_table('pix_charges');