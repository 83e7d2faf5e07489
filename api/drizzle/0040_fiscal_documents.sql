CREATE TABLE "fiscal_documents" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"direction" text NOT NULL,
	"key" text NOT NULL,
	"number" text NOT NULL,
	"series" text,
	"issued_on" date NOT NULL,
	"counterpart_document" text NOT NULL,
	"counterpart_name" text NOT NULL,
	"contact_id" uuid,
	"total_cents" bigint NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"file_bytes" integer NOT NULL,
	"summary" jsonb NOT NULL,
	"import_batch_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_documents_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "fiscal_documents_company_key" UNIQUE("company_id","key"),
	CONSTRAINT "fiscal_documents_kind_valid" CHECK ("fiscal_documents"."kind" in ('nfe', 'nfse')),
	CONSTRAINT "fiscal_documents_direction_valid" CHECK ("fiscal_documents"."direction" in ('in', 'out'))
);
--> statement-breakpoint
CREATE TABLE "fiscal_settings" (
	"company_id" uuid NOT NULL,
	"retention_payables" boolean DEFAULT false NOT NULL,
	"iss_due_day" smallint DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_settings_company_id_pk" PRIMARY KEY("company_id"),
	CONSTRAINT "fiscal_settings_iss_day_range" CHECK ("fiscal_settings"."iss_due_day" between 1 and 28)
);
--> statement-breakpoint
ALTER TABLE "import_batches" DROP CONSTRAINT "import_batches_format_valid";--> statement-breakpoint
ALTER TABLE "import_batches" DROP CONSTRAINT "import_batches_kind_valid";--> statement-breakpoint
ALTER TABLE "import_batches" DROP CONSTRAINT "import_batches_statement_account";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "payment_term_days" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "fiscal_key" text;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_batch_fk" FOREIGN KEY ("company_id","import_batch_id") REFERENCES "public"."import_batches"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD CONSTRAINT "fiscal_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fiscal_documents_company_batch_idx" ON "fiscal_documents" USING btree ("company_id","import_batch_id");--> statement-breakpoint
CREATE INDEX "movements_company_fiscal_key_idx" ON "movements" USING btree ("company_id","fiscal_key") WHERE "movements"."fiscal_key" is not null;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_payment_term_range" CHECK ("contacts"."payment_term_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_format_valid" CHECK ("import_batches"."format" in ('ofx', 'csv', 'xlsx', 'xml', 'zip'));--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_kind_valid" CHECK ("import_batches"."kind" in ('statement', 'spreadsheet', 'fiscal'));--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_statement_account" CHECK ("import_batches"."kind" <> 'statement' or "import_batches"."bank_account_id" is not null);--> statement-breakpoint
CALL audit_table('fiscal_documents');--> statement-breakpoint
CALL audit_table('fiscal_settings');