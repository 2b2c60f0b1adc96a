CREATE TABLE "company_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"site_name" text NOT NULL,
	"address" text NOT NULL,
	"municipality_dane_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "company_addresses" ADD CONSTRAINT "company_addresses_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_addresses" ADD CONSTRAINT "company_addresses_municipality_dane_code_municipalities_dane_code_fk" FOREIGN KEY ("municipality_dane_code") REFERENCES "public"."municipalities"("dane_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_addresses_company_idx" ON "company_addresses" USING btree ("company_id");--> statement-breakpoint
-- Each company keeps the one address it registered as its first delivery address, received by
-- whoever registered it (docs/decisions/017-companies-with-several-buyers.md, "Migration").
INSERT INTO "company_addresses" ("company_id", "site_name", "address", "municipality_dane_code", "contact_name", "contact_phone")
  SELECT p."user_id", 'Principal', p."primary_address", p."municipality_dane_code", p."full_name", p."contact_phone"
  FROM "profiles" p JOIN "company_members" m ON m."user_id" = p."user_id" AND m."company_id" = p."user_id";
