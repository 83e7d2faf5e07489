CREATE TABLE "statement_csv_mappings" (
	"company_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_csv_mappings_company_id_bank_account_id_pk" PRIMARY KEY("company_id","bank_account_id")
);
--> statement-breakpoint
ALTER TABLE "statement_csv_mappings" ADD CONSTRAINT "statement_csv_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_csv_mappings" ADD CONSTRAINT "statement_csv_mappings_bank_account_fk" FOREIGN KEY ("company_id","bank_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CALL audit_table('statement_csv_mappings');
