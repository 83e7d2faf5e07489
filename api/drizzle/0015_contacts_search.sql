DROP INDEX "suppliers_company_name_idx";--> statement-breakpoint
ALTER TABLE "cost_centers" ADD COLUMN "search_name" text GENERATED ALWAYS AS (translate(lower("name"), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_name" text GENERATED ALWAYS AS (translate(lower("name"), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "is_supplier" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "is_client" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_avatar_idx" ON "companies" USING btree ("avatar");--> statement-breakpoint
CREATE INDEX "cost_centers_company_search_idx" ON "cost_centers" USING btree ("company_id","search_name" collate "C","id");--> statement-breakpoint
CREATE INDEX "suppliers_company_search_idx" ON "suppliers" USING btree ("company_id","search_name" collate "C","id");--> statement-breakpoint
CREATE INDEX "users_avatar_idx" ON "users" USING btree ("avatar");--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_has_role" CHECK ("suppliers"."is_supplier" or "suppliers"."is_client");