CREATE TABLE "files" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"movement_id" uuid,
	"payment_id" uuid,
	"original_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "files_size_valid" CHECK ("files"."size_bytes" between 1 and 10485760),
	CONSTRAINT "files_payment_has_movement" CHECK ("files"."payment_id" is null or "files"."movement_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_movement_fk" FOREIGN KEY ("company_id","movement_id") REFERENCES "public"."movements"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_payment_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."payments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_company_movement_idx" ON "files" USING btree ("company_id","movement_id");