ALTER TABLE "users" ADD COLUMN "public_entity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "iva_withholding_agent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "regimen_simple" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The Gobierno price list used to make a buyer a public entity; the accounts in it keep the
-- withholdings they had until staff confirm their profile from the RUT (docs/taxes.md).
UPDATE "users" SET "public_entity" = true WHERE "client_type" = 'GOVERMENT';
