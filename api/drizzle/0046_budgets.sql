CREATE TABLE "budget_lines" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"year" smallint NOT NULL,
	"category_id" uuid NOT NULL,
	"cost_center_id" uuid,
	"months" bigint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_lines_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "budget_lines_company_year_category_center_key" UNIQUE NULLS NOT DISTINCT("company_id","year","category_id","cost_center_id"),
	CONSTRAINT "budget_lines_twelve_months" CHECK (cardinality("budget_lines"."months") = 12),
	CONSTRAINT "budget_lines_months_not_negative" CHECK (0 <= all("budget_lines"."months")),
	CONSTRAINT "budget_lines_year_range" CHECK ("budget_lines"."year" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "budget_versions" (
	"company_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"version" integer NOT NULL,
	"user_id" uuid,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_versions_company_id_year_version_pk" PRIMARY KEY("company_id","year","version")
);
--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_cost_center_fk" FOREIGN KEY ("company_id","cost_center_id") REFERENCES "public"."cost_centers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_versions" ADD CONSTRAINT "budget_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_versions" ADD CONSTRAINT "budget_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CALL audit_table('budget_lines');