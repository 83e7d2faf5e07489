CREATE TABLE "auto_reconcile_settings" (
	"company_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"min_confidence" smallint DEFAULT 90 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_reconcile_settings_company_id_bank_account_id_pk" PRIMARY KEY("company_id","bank_account_id"),
	CONSTRAINT "auto_reconcile_settings_confidence_range" CHECK ("auto_reconcile_settings"."min_confidence" between 50 and 100)
);
--> statement-breakpoint
CREATE TABLE "import_rules" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"text_operator" text,
	"text" text,
	"amount_operator" text,
	"amount_min_cents" bigint,
	"amount_max_cents" bigint,
	"direction" text,
	"bank_account_id" uuid,
	"document" text,
	"category_id" uuid,
	"contact_id" uuid,
	"cost_center_id" uuid,
	"set_description" text,
	"ignore" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_rules_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "import_rules_text_operator_valid" CHECK ("import_rules"."text_operator" is null or "import_rules"."text_operator" in ('contains', 'starts_with', 'regex')),
	CONSTRAINT "import_rules_amount_operator_valid" CHECK ("import_rules"."amount_operator" is null or "import_rules"."amount_operator" in ('equal', 'between')),
	CONSTRAINT "import_rules_direction_valid" CHECK ("import_rules"."direction" is null or "import_rules"."direction" in ('receita', 'despesa'))
);
--> statement-breakpoint
ALTER TABLE "auto_reconcile_settings" ADD CONSTRAINT "auto_reconcile_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reconcile_settings" ADD CONSTRAINT "auto_reconcile_settings_account_fk" FOREIGN KEY ("company_id","bank_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rules" ADD CONSTRAINT "import_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_rules_company_position_idx" ON "import_rules" USING btree ("company_id","position");--> statement-breakpoint
CALL audit_table('import_rules');--> statement-breakpoint
CALL audit_table('auto_reconcile_settings');
