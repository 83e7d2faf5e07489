CREATE TABLE "transfers" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"from_bank_account_id" uuid NOT NULL,
	"to_bank_account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"transferred_on" date NOT NULL,
	"description" text NOT NULL,
	"import_batch_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "transfers_two_accounts" CHECK ("transfers"."from_bank_account_id" <> "transfers"."to_bank_account_id"),
	CONSTRAINT "transfers_amount_range" CHECK ("transfers"."amount_cents" between 1 and 99999999999)
);
--> statement-breakpoint
ALTER TABLE "import_lines" DROP CONSTRAINT "import_lines_action_valid";--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "transfer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_lines" ADD COLUMN "amount_cents" bigint;--> statement-breakpoint
ALTER TABLE "import_lines" ADD COLUMN "posted_on" date;--> statement-breakpoint
ALTER TABLE "import_lines" ADD COLUMN "transfer_id" uuid;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_account_fk" FOREIGN KEY ("company_id","from_bank_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_account_fk" FOREIGN KEY ("company_id","to_bank_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfers_company_from_idx" ON "transfers" USING btree ("company_id","from_bank_account_id","transferred_on");--> statement-breakpoint
CREATE INDEX "transfers_company_to_idx" ON "transfers" USING btree ("company_id","to_bank_account_id","transferred_on");--> statement-breakpoint
CREATE INDEX "transfers_company_batch_idx" ON "transfers" USING btree ("company_id","import_batch_id") WHERE "transfers"."import_batch_id" is not null;--> statement-breakpoint
CREATE INDEX "import_lines_company_ignored_day_idx" ON "import_lines" USING btree ("company_id","posted_on","amount_cents") WHERE "import_lines"."action" = 'ignore' and "import_lines"."posted_on" is not null;--> statement-breakpoint
CREATE INDEX "import_lines_company_payment_idx" ON "import_lines" USING btree ("company_id","payment_id") WHERE "import_lines"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "import_lines_company_transfer_key" ON "import_lines" USING btree ("company_id","transfer_id","bank_account_id") WHERE "import_lines"."transfer_id" is not null;--> statement-breakpoint
ALTER TABLE "import_lines" ADD CONSTRAINT "import_lines_transfer_linked" CHECK (("import_lines"."action" = 'transfer') = ("import_lines"."transfer_id" is not null));--> statement-breakpoint
ALTER TABLE "import_lines" ADD CONSTRAINT "import_lines_action_valid" CHECK ("import_lines"."action" in ('pay', 'create', 'ignore', 'reconcile', 'transfer'));--> statement-breakpoint
CALL audit_table('transfers');
