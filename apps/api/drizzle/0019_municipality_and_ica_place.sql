CREATE TABLE "tax_ica_place_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"valid_from" date NOT NULL,
	"basis" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "tax_ica_place_rules_validFrom_unique" UNIQUE("valid_from"),
	CONSTRAINT "tax_ica_place_rules_basis_check" CHECK ("tax_ica_place_rules"."basis" in ('SELLER_ESTABLISHMENT', 'BUYER_MUNICIPALITY'))
);
--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "shop_municipality_code" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "requested_municipality_dane_code" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "requested_municipality_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_config" ADD CONSTRAINT "site_config_shop_municipality_code_municipalities_dane_code_fk" FOREIGN KEY ("shop_municipality_code") REFERENCES "public"."municipalities"("dane_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_requested_municipality_dane_code_municipalities_dane_code_fk" FOREIGN KEY ("requested_municipality_dane_code") REFERENCES "public"."municipalities"("dane_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Where the shop's sales cause ICA: the seller's establishment, the reading an accountant takes
-- by default (docs/taxes.md, "Where ICA is caused"). A fresh database gets it with the seed table.
INSERT INTO "tax_ica_place_rules" ("valid_from", "basis", "source")
SELECT '2017-01-01', 'SELLER_ESTABLISHMENT', 'Ley 1819 de 2016, art. 343 num. 2 lit. a'
WHERE EXISTS (SELECT 1 FROM "tax_uvt");--> statement-breakpoint
-- A shop in Bogotá keeps the ReteICA its Bogotá buyers withheld; any other city is set by staff
-- (until then documents say the establishment's municipality is missing).
UPDATE "site_config" SET "shop_municipality_code" = '11001'
WHERE "shop_city" ILIKE 'bogot%' AND EXISTS (SELECT 1 FROM "municipalities" WHERE "dane_code" = '11001');
