CREATE TABLE "suppliers" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"document" text NOT NULL,
	"email" text,
	"phone" text,
	"pix_key" text,
	"pix_key_type" text,
	"address_street" text,
	"address_number" text,
	"address_complement" text,
	"address_neighbourhood" text,
	"address_city" text,
	"address_state" text,
	"address_zip_code" text,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "suppliers_document_digits" CHECK ("suppliers"."document" ~ '^([0-9]{11}|[0-9]{14})$'),
	CONSTRAINT "suppliers_pix_key_type_valid" CHECK (("suppliers"."pix_key" is null) = ("suppliers"."pix_key_type" is null) and ("suppliers"."pix_key_type" is null or "suppliers"."pix_key_type" in ('cpf', 'cnpj', 'email', 'phone', 'random')))
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_company_document_key" ON "suppliers" USING btree ("company_id","document");--> statement-breakpoint
CREATE INDEX "suppliers_company_name_idx" ON "suppliers" USING btree ("company_id","name");