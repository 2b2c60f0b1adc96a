ALTER TABLE "users" ADD COLUMN "public_entity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "iva_withholding_agent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "regimen_simple" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_profile_confirmed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The Gobierno price list used to make a buyer a public entity. Its accounts keep the withholdings
-- they had, marked as a profile the shop inferred, until staff confirm it from the RUT
-- (docs/taxes.md, "Who withholds").
UPDATE "users" SET "public_entity" = true, "tax_profile_confirmed" = false WHERE "client_type" = 'GOVERMENT';
