CREATE TABLE "reminder_sends" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"movement_id" uuid NOT NULL,
	"offset_days" integer NOT NULL,
	"due_date" date NOT NULL,
	"planned_for" date NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"subject" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sends_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "reminder_sends_once_key" UNIQUE("company_id","movement_id","offset_days","due_date"),
	CONSTRAINT "reminder_sends_status_valid" CHECK ("reminder_sends"."status" in ('queued', 'sent', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"company_id" uuid NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_company_id_pk" PRIMARY KEY("company_id")
);
--> statement-breakpoint
CREATE TABLE "reminder_steps" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"offset_days" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_steps_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "reminder_steps_company_offset_key" UNIQUE("company_id","offset_days"),
	CONSTRAINT "reminder_steps_offset_range" CHECK ("reminder_steps"."offset_days" between -30 and 90)
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "reminders_opt_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_movement_fk" FOREIGN KEY ("company_id","movement_id") REFERENCES "public"."movements"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_steps" ADD CONSTRAINT "reminder_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_sends_company_status_idx" ON "reminder_sends" USING btree ("company_id","status","planned_for");--> statement-breakpoint
CALL audit_table('reminder_settings');--> statement-breakpoint
CALL audit_table('reminder_steps');--> statement-breakpoint
CALL audit_table('reminder_sends');