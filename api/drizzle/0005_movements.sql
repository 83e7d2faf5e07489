CREATE TABLE "movements" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"due_date" date NOT NULL,
	"competence_date" date NOT NULL,
	"last_paid_on" date,
	"category_id" uuid NOT NULL,
	"cost_center_id" uuid,
	"supplier_id" uuid,
	"bank_account_id" uuid,
	"document_number" text,
	"notes" text,
	"instalment_group_id" uuid,
	"instalment_number" integer,
	"instalment_count" integer,
	"recurrence_group_id" uuid,
	"recurrence_number" integer,
	"recurrence_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movements_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "movements_type_valid" CHECK ("movements"."type" in ('receita', 'despesa')),
	CONSTRAINT "movements_amount_range" CHECK ("movements"."amount_cents" between 1 and 99999999999),
	CONSTRAINT "movements_paid_range" CHECK ("movements"."paid_cents" between 0 and "movements"."amount_cents"),
	CONSTRAINT "movements_instalment_valid" CHECK (("movements"."instalment_group_id" is null and "movements"."instalment_number" is null and "movements"."instalment_count" is null) or ("movements"."instalment_number" between 1 and "movements"."instalment_count")),
	CONSTRAINT "movements_recurrence_valid" CHECK (("movements"."recurrence_group_id" is null and "movements"."recurrence_number" is null and "movements"."recurrence_count" is null) or ("movements"."recurrence_number" between 1 and "movements"."recurrence_count"))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"movement_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"bank_account_id" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_cost_center_fk" FOREIGN KEY ("company_id","cost_center_id") REFERENCES "public"."cost_centers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_supplier_fk" FOREIGN KEY ("company_id","supplier_id") REFERENCES "public"."suppliers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_bank_account_fk" FOREIGN KEY ("company_id","bank_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_movement_fk" FOREIGN KEY ("company_id","movement_id") REFERENCES "public"."movements"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_account_fk" FOREIGN KEY ("company_id","bank_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movements_company_due_idx" ON "movements" USING btree ("company_id","due_date","id");--> statement-breakpoint
CREATE INDEX "movements_company_competence_idx" ON "movements" USING btree ("company_id","competence_date","id");--> statement-breakpoint
CREATE INDEX "movements_company_category_idx" ON "movements" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "movements_company_instalment_idx" ON "movements" USING btree ("company_id","instalment_group_id");--> statement-breakpoint
CREATE INDEX "movements_company_recurrence_idx" ON "movements" USING btree ("company_id","recurrence_group_id");--> statement-breakpoint
CREATE INDEX "payments_company_movement_idx" ON "payments" USING btree ("company_id","movement_id");--> statement-breakpoint
CREATE INDEX "payments_company_paid_on_idx" ON "payments" USING btree ("company_id","paid_on");