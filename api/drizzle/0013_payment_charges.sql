ALTER TABLE "payments" ADD COLUMN "juros_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "multa_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "desconto_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_charges_not_negative" CHECK ("payments"."juros_cents" >= 0 and "payments"."multa_cents" >= 0 and "payments"."desconto_cents" >= 0);