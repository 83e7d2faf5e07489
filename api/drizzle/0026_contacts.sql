-- One contacts model, named so from the route to the column (DESIGN.md "Counterparts"): the table
-- that has held both roles since 0015 becomes `contacts`, and a movement's counterpart (the
-- supplier of a despesa, the client of a receita) `contact_id`. Renamed in place, so ids, keys and
-- rows stay as they are. Indexes and CHECK expressions follow a rename by themselves; the names
-- of the constraints and indexes are changed here to match the schema. No function or trigger
-- body names the table or the column (the audit triggers use TG_TABLE_NAME and move with the
-- table), so none is recreated.
ALTER TABLE "suppliers" RENAME TO "contacts";--> statement-breakpoint
ALTER TABLE "contacts" RENAME CONSTRAINT "suppliers_company_id_id_pk" TO "contacts_company_id_id_pk";--> statement-breakpoint
ALTER TABLE "contacts" RENAME CONSTRAINT "suppliers_company_id_companies_id_fk" TO "contacts_company_id_companies_id_fk";--> statement-breakpoint
ALTER TABLE "contacts" RENAME CONSTRAINT "suppliers_has_role" TO "contacts_has_role";--> statement-breakpoint
ALTER TABLE "contacts" RENAME CONSTRAINT "suppliers_document_digits" TO "contacts_document_digits";--> statement-breakpoint
ALTER TABLE "contacts" RENAME CONSTRAINT "suppliers_pix_key_type_valid" TO "contacts_pix_key_type_valid";--> statement-breakpoint
ALTER INDEX "suppliers_company_document_key" RENAME TO "contacts_company_document_key";--> statement-breakpoint
ALTER INDEX "suppliers_company_search_idx" RENAME TO "contacts_company_search_idx";--> statement-breakpoint
ALTER TABLE "movements" RENAME COLUMN "supplier_id" TO "contact_id";--> statement-breakpoint
ALTER TABLE "movements" RENAME CONSTRAINT "movements_supplier_fk" TO "movements_contact_fk";--> statement-breakpoint
ALTER INDEX "movements_company_supplier_idx" RENAME TO "movements_company_contact_idx";--> statement-breakpoint
-- The audit trail names tables and columns as they were when a row was written: the history
-- recorded before this migration is renamed too, so `?table=contacts&row_id=…` shows a contact's
-- whole history and a movement's entries read `contact_id` from first to last.
UPDATE "audit_log" SET "table_name" = 'contacts' WHERE "table_name" = 'suppliers';--> statement-breakpoint
UPDATE "audit_log"
SET "before" = CASE WHEN "before" ? 'supplier_id'
      THEN ("before" - 'supplier_id') || jsonb_build_object('contact_id', "before" -> 'supplier_id')
      ELSE "before" END,
    "after" = CASE WHEN "after" ? 'supplier_id'
      THEN ("after" - 'supplier_id') || jsonb_build_object('contact_id', "after" -> 'supplier_id')
      ELSE "after" END
WHERE "table_name" = 'movements' AND ("before" ? 'supplier_id' OR "after" ? 'supplier_id');
