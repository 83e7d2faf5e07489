-- Settlement through a PSP (issue 21 item 4): a bank account's PSP credentials, encrypted at rest;
-- each Pix received once by its endToEndId (replays settle nothing); devoluções once by id. Every
-- key starts with company_id; audited like every company table.
CREATE TABLE "pix_receipts" (
	"company_id" uuid NOT NULL,
	"end_to_end_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"charge_id" uuid NOT NULL,
	"movement_id" uuid NOT NULL,
	"payment_id" uuid,
	"amount_cents" bigint NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_receipts_company_id_end_to_end_id_pk" PRIMARY KEY("company_id","end_to_end_id"),
	CONSTRAINT "pix_receipts_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "pix_receipts_amounts_valid" CHECK ("pix_receipts"."amount_cents" > 0 and "pix_receipts"."refunded_cents" between 0 and "pix_receipts"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "pix_refunds" (
	"company_id" uuid NOT NULL,
	"end_to_end_id" text NOT NULL,
	"refund_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_refunds_company_id_end_to_end_id_refund_id_pk" PRIMARY KEY("company_id","end_to_end_id","refund_id"),
	CONSTRAINT "pix_refunds_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "pix_refunds_amount_positive" CHECK ("pix_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "psp_settings" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"base_url" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"certificate_sealed" text,
	"private_key_sealed" text,
	"webhook_secret_sealed" text NOT NULL,
	"fine_basis_points" integer,
	"interest_basis_points_month" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "psp_settings_company_id_bank_account_id_pk" PRIMARY KEY("company_id","bank_account_id"),
	CONSTRAINT "psp_settings_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "psp_settings_rates_valid" CHECK (coalesce("psp_settings"."fine_basis_points", 0) between 0 and 10000
      and coalesce("psp_settings"."interest_basis_points_month", 0) between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "pix_charges" ADD COLUMN "psp_location" text;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD COLUMN "psp_kind" text;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD COLUMN "end_to_end_id" text;--> statement-breakpoint
ALTER TABLE "pix_receipts" ADD CONSTRAINT "pix_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_receipts" ADD CONSTRAINT "pix_receipts_charge_fk" FOREIGN KEY ("company_id","charge_id") REFERENCES "public"."pix_charges"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_refunds" ADD CONSTRAINT "pix_refunds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_refunds" ADD CONSTRAINT "pix_refunds_receipt_fk" FOREIGN KEY ("company_id","end_to_end_id") REFERENCES "public"."pix_receipts"("company_id","end_to_end_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psp_settings" ADD CONSTRAINT "psp_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psp_settings" ADD CONSTRAINT "psp_settings_bank_account_fk" FOREIGN KEY ("company_id","bank_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pix_receipts_company_charge_idx" ON "pix_receipts" USING btree ("company_id","charge_id");--> statement-breakpoint
CALL audit_table('psp_settings');--> statement-breakpoint
CALL audit_table('pix_receipts');--> statement-breakpoint
CALL audit_table('pix_refunds');