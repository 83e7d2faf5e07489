ALTER TABLE "import_batches" ADD COLUMN "statement_balance_cents" bigint;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "statement_balance_date" date;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "statement_end_date" date;--> statement-breakpoint
CREATE INDEX "import_batches_account_created_idx" ON "import_batches" USING btree ("company_id","bank_account_id","created_at");