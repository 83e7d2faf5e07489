CREATE TABLE "email_change_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"new_email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_change_codes_email_lowercase" CHECK ("email_change_codes"."new_email" = lower("email_change_codes"."new_email")),
	CONSTRAINT "email_change_codes_attempts_non_negative" CHECK ("email_change_codes"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" DROP CONSTRAINT "bank_accounts_type_valid";--> statement-breakpoint
ALTER TABLE "email_change_codes" ADD CONSTRAINT "email_change_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_type_valid" CHECK ("bank_accounts"."type" in ('corrente', 'poupanca', 'pagamento', 'investimento', 'caixa', 'cartao_credito'));