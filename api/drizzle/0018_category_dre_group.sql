-- Every category carries the DRE line it adds to. Existing rows get a guess from their name and
-- type (an accountant's usual wording), else the type's default; the plano de contas editor
-- changes it.
ALTER TABLE "categories" ADD COLUMN "dre_group" text DEFAULT null;--> statement-breakpoint
UPDATE "categories" SET "dre_group" = CASE
  WHEN "type" = 'receita' AND "name" ~* '(financeir|rendiment|juros|aplica)' THEN 'receitas_financeiras'
  WHEN "type" = 'receita' AND "name" ~* '(outras|reembolso|ativo imobilizado)' THEN 'outras_receitas'
  WHEN "type" = 'receita' THEN 'receita_bruta'
  WHEN "name" ~* '(imposto|simples|das |iss|icms|pis|cofins|dedu|devolu)' THEN 'deducoes'
  WHEN "name" ~* '(custo|mercadoria|insumo|matéria|terceiriz|farinha|latic)' THEN 'custos'
  WHEN "name" ~* '(pessoal|salári|pró-labore|fgts|inss|vale-|férias|13º|plano de saúde|benefício)' THEN 'despesas_pessoal'
  WHEN "name" ~* '(marketing|anúncio|comiss|brinde|evento|publicidade|vendas)' THEN 'despesas_comerciais'
  WHEN "name" ~* '(banc|juros|tarifa|financeir)' THEN 'despesas_financeiras'
  ELSE 'despesas_administrativas'
END;--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "dre_group" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_dre_group_valid" CHECK (dre_group in ('receita_bruta', 'deducoes', 'custos', 'despesas_administrativas', 'despesas_comerciais', 'despesas_pessoal', 'receitas_financeiras', 'despesas_financeiras', 'outras_receitas', 'outras_despesas'));--> statement-breakpoint
-- An insert without a group (the API when none is chosen, seeds, imports) takes the parent's, or
-- for a root its type's default: one rule, wherever the row comes from. NOT NULL is checked after
-- BEFORE triggers, so the column's null default never lands.
CREATE FUNCTION "categories_dre_group_default"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.dre_group IS NULL THEN
    SELECT p.dre_group INTO NEW.dre_group FROM categories p
    WHERE p.company_id = NEW.company_id AND p.id = NEW.parent_id;
    IF NEW.dre_group IS NULL THEN
      NEW.dre_group := CASE WHEN NEW.type = 'receita' THEN 'receita_bruta' ELSE 'despesas_administrativas' END;
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "categories_dre_group_default" BEFORE INSERT ON "categories"
  FOR EACH ROW EXECUTE FUNCTION "categories_dre_group_default"();
