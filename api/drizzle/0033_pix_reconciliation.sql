-- Reconciliation knows Pix (issue 21, item 7): a statement line may be a payment already recorded
-- (a Pix the PSP's webhook settled), so an import line can 'reconcile' with it and a batch counts
-- those; txids and endToEndIds are looked up upper-cased, as some banks write memos.
ALTER TABLE "import_lines" DROP CONSTRAINT "import_lines_action_valid";--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "reconciled_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "pix_charges_company_upper_txid_idx" ON "pix_charges" USING btree ("company_id",upper("txid"));--> statement-breakpoint
CREATE INDEX "pix_receipts_company_upper_end_to_end_idx" ON "pix_receipts" USING btree ("company_id",upper("end_to_end_id"));--> statement-breakpoint
ALTER TABLE "import_lines" ADD CONSTRAINT "import_lines_action_valid" CHECK ("import_lines"."action" in ('pay', 'create', 'ignore', 'reconcile'));