-- A Pix key per bank account and the company's account for cobrança (issue #21). Every key starts
-- with company_id (rows are distributed by company): a key is on one account of a company, and at
-- most one account is the default, active and with a key.
ALTER TABLE "bank_accounts" ADD COLUMN "pix_key_type" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "pix_key" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "charge_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_company_pix_key_key" ON "bank_accounts" USING btree ("company_id","pix_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_company_charge_default_key" ON "bank_accounts" USING btree ("company_id") WHERE "bank_accounts"."charge_default";--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_pix_key_pair" CHECK (("bank_accounts"."pix_key" is null) = ("bank_accounts"."pix_key_type" is null) and ("bank_accounts"."pix_key_type" is null or "bank_accounts"."pix_key_type" in ('cnpj', 'cpf', 'email', 'phone', 'random')));--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_charge_default_has_pix" CHECK (not "bank_accounts"."charge_default" or "bank_accounts"."pix_key" is not null);--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_charge_default_active" CHECK (not "bank_accounts"."charge_default" or "bank_accounts"."active");
