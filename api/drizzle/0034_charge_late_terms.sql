ALTER TABLE "pix_charges" ADD COLUMN "fine_basis_points" integer;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD COLUMN "interest_basis_points_month" integer;