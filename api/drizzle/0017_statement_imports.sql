CREATE TABLE "import_batches" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"file_bytes" integer NOT NULL,
	"format" text NOT NULL,
	"paid_count" integer NOT NULL,
	"created_count" integer NOT NULL,
	"ignored_count" integer NOT NULL,
	"duplicate_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid,
	CONSTRAINT "import_batches_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "import_batches_format_valid" CHECK ("import_batches"."format" in ('ofx', 'csv'))
);
--> statement-breakpoint
CREATE TABLE "import_lines" (
	"company_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"dedupe_key" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"action" text NOT NULL,
	"movement_id" uuid,
	"payment_id" uuid,
	"description" text NOT NULL,
	CONSTRAINT "import_lines_company_id_bank_account_id_dedupe_key_pk" PRIMARY KEY("company_id","bank_account_id","dedupe_key"),
	CONSTRAINT "import_lines_action_valid" CHECK ("import_lines"."action" in ('pay', 'create', 'ignore'))
);
--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_bank_account_fk" FOREIGN KEY ("company_id","bank_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_lines" ADD CONSTRAINT "import_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_lines" ADD CONSTRAINT "import_lines_batch_fk" FOREIGN KEY ("company_id","batch_id") REFERENCES "public"."import_batches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_batches_company_created_idx" ON "import_batches" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "import_lines_company_batch_idx" ON "import_lines" USING btree ("company_id","batch_id");--> statement-breakpoint
CREATE INDEX "movements_company_open_amount_idx" ON "movements" USING btree ("company_id","amount_cents","due_date") WHERE "movements"."paid_cents" = 0;--> statement-breakpoint
CREATE INDEX "movements_company_import_batch_idx" ON "movements" USING btree ("company_id","import_batch_id") WHERE "movements"."import_batch_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_company_import_batch_idx" ON "payments" USING btree ("company_id","import_batch_id") WHERE "payments"."import_batch_id" is not null;