ALTER TABLE "import_batches" DROP CONSTRAINT "import_batches_format_valid";--> statement-breakpoint
ALTER TABLE "import_batches" ALTER COLUMN "bank_account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cost_centers" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "kind" text DEFAULT 'statement' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "rejected_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "contacts_created" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "cost_centers_created" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_kind_valid" CHECK ("import_batches"."kind" in ('statement', 'spreadsheet'));--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_statement_account" CHECK ("import_batches"."kind" = 'spreadsheet' or "import_batches"."bank_account_id" is not null);--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_format_valid" CHECK ("import_batches"."format" in ('ofx', 'csv', 'xlsx'));