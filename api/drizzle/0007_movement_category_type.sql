-- A movement's type is its category's, by key: the unique index first, so the new key can use it.
CREATE UNIQUE INDEX "categories_company_id_type_key" ON "categories" USING btree ("company_id","id","type");--> statement-breakpoint
ALTER TABLE "movements" DROP CONSTRAINT "movements_category_fk";--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_category_fk" FOREIGN KEY ("company_id","category_id","type") REFERENCES "public"."categories"("company_id","id","type") ON DELETE no action ON UPDATE no action;
