ALTER TABLE "companies" ADD COLUMN "payment_approval_threshold_cents" bigint;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "approval_status" text;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "approval_requested_by" uuid;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "approval_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "approval_decided_by" uuid;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "approval_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "approval_comment" text;--> statement-breakpoint
CREATE INDEX "movements_company_pending_approval_idx" ON "movements" USING btree ("company_id","due_date","id") WHERE "movements"."approval_status" = 'pending_approval';--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_payment_approval_threshold_non_negative" CHECK ("companies"."payment_approval_threshold_cents" >= 0);--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_approval_status_valid" CHECK ("movements"."approval_status" in ('pending_approval', 'approved', 'rejected'));--> statement-breakpoint
-- Issue 22 item 4: a payable waiting for approval, or rejected, cannot be paid by any path
-- (single, bulk, statement and spreadsheet imports, Pix, and whatever comes next): every one of
-- them raises `paid_cents`, so this trigger refuses them all, inside the writing transaction. Nor
-- can its amount change while it waits: the approver would approve another amount than is paid.
-- The API answers SQLSTATE FXA01 / FXA02 as a 409 with the reason (approvals/approval-refusal.ts).
-- The WHEN clauses keep the function off the hot path of every other write (imports, payments).
CREATE FUNCTION movements_refuse_unapproved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.paid_cents <= OLD.paid_cents THEN
    RAISE EXCEPTION 'movement % awaits approval: its amount cannot change', NEW.id
      USING ERRCODE = 'FXA02', DETAIL = NEW.approval_status, HINT = NEW.description;
  END IF;
  RAISE EXCEPTION 'movement % is %: it cannot be paid', NEW.id, NEW.approval_status
    USING ERRCODE = 'FXA01', DETAIL = NEW.approval_status, HINT = NEW.description;
END $$;
--> statement-breakpoint
CREATE TRIGGER movements_unapproved_paid_at_insert BEFORE INSERT ON movements FOR EACH ROW
  WHEN (NEW.approval_status IN ('pending_approval', 'rejected') AND NEW.paid_cents > 0)
  EXECUTE FUNCTION movements_refuse_unapproved();
--> statement-breakpoint
CREATE TRIGGER movements_unapproved_paid_or_changed BEFORE UPDATE OF paid_cents, amount_cents ON movements
  FOR EACH ROW
  WHEN ((NEW.approval_status IN ('pending_approval', 'rejected') AND NEW.paid_cents > OLD.paid_cents)
    OR (OLD.approval_status = 'pending_approval' AND NEW.approval_status = 'pending_approval'
      AND NEW.amount_cents <> OLD.amount_cents))
  EXECUTE FUNCTION movements_refuse_unapproved();
