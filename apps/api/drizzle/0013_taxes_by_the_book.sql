CREATE TABLE "tax_iva_caps" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"valid_from" date NOT NULL,
	"cap_uvt" numeric(9, 2) NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "tax_iva_caps_kind_date" UNIQUE("kind","valid_from"),
	CONSTRAINT "tax_iva_caps_kind_check" CHECK ("tax_iva_caps"."kind" in ('COMPUTER', 'SMART_MOBILE'))
);
--> statement-breakpoint
CREATE TABLE "tax_reteica_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"municipality_code" text,
	"valid_from" date NOT NULL,
	"per_mil" numeric(6, 2) NOT NULL,
	"base_uvt" numeric(9, 2) NOT NULL,
	"agents" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "tax_reteica_rules_place_date" UNIQUE NULLS NOT DISTINCT("municipality_code","valid_from"),
	CONSTRAINT "tax_reteica_rules_agents_check" CHECK ("tax_reteica_rules"."agents" in ('WITHHOLDING_AGENTS', 'PUBLIC_AND_LARGE'))
);
--> statement-breakpoint
CREATE TABLE "tax_uvt" (
	"year" integer PRIMARY KEY NOT NULL,
	"value" integer NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_withholding_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"valid_from" date NOT NULL,
	"rate" numeric(7, 5) NOT NULL,
	"base_uvt" numeric(9, 2) NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "tax_withholding_rules_kind_date" UNIQUE("kind","valid_from"),
	CONSTRAINT "tax_withholding_rules_kind_check" CHECK ("tax_withholding_rules"."kind" in ('RETEFUENTE_COMPRAS', 'RETEIVA'))
);
--> statement-breakpoint
ALTER TABLE "site_config" ALTER COLUMN "quote_validity_days" SET DEFAULT 15;--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "seller_regime" text DEFAULT 'RESPONSABLE_IVA' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "seller_autorretenedor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "seller_gran_contribuyente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "withholding_agent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gran_contribuyente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "autorretenedor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "iva_class" text DEFAULT 'GENERAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "iva_class" text DEFAULT 'GENERAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rete_iva" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taxes" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trm" jsonb;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD COLUMN "iva_class" text DEFAULT 'GENERAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "rete_iva" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "taxes" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "seller" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "trm" jsonb;--> statement-breakpoint
ALTER TABLE "tax_reteica_rules" ADD CONSTRAINT "tax_reteica_rules_municipality_code_municipalities_dane_code_fk" FOREIGN KEY ("municipality_code") REFERENCES "public"."municipalities"("dane_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_config" ADD CONSTRAINT "site_config_seller_regime_check" CHECK ("site_config"."seller_regime" in ('RESPONSABLE_IVA', 'NO_RESPONSABLE_IVA'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_iva_class_check" CHECK ("products"."iva_class" in ('GENERAL', 'REDUCED', 'EXCLUDED', 'COMPUTER', 'SMART_MOBILE'));--> statement-breakpoint
-- Existing products and document lines take the class their VAT fraction means (docs/taxes.md).
UPDATE "products" SET "iva_class" = CASE WHEN "vat" = 0 THEN 'EXCLUDED' WHEN "vat" = 0.05 THEN 'REDUCED' ELSE 'GENERAL' END;--> statement-breakpoint
UPDATE "quote_lines" SET "iva_class" = CASE WHEN "vat" = 0 THEN 'EXCLUDED' WHEN "vat" = 0.05 THEN 'REDUCED' ELSE 'GENERAL' END;--> statement-breakpoint
UPDATE "order_lines" SET "iva_class" = CASE WHEN "vat" = 0 THEN 'EXCLUDED' WHEN "vat" = 0.05 THEN 'REDUCED' ELSE 'GENERAL' END;--> statement-breakpoint
-- Documents issued before the engine keep the seller that issued them: a later edit of the seller
-- profile must not change their PDF (docs/taxes.md, "Frozen documents").
UPDATE "quotes" SET "seller" = (
  SELECT jsonb_build_object('name', c."shop_name", 'nit', c."shop_nit", 'regime', 'RESPONSABLE_IVA',
    'autorretenedor', false, 'granContribuyente', false, 'address', c."shop_address",
    'city', c."shop_city", 'phone', c."shop_phone", 'email', c."shop_email")
  FROM "site_config" c WHERE c."id" = 1
) WHERE "seller" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "seller" = (
  SELECT jsonb_build_object('name', c."shop_name", 'nit', c."shop_nit", 'regime', 'RESPONSABLE_IVA',
    'autorretenedor', false, 'granContribuyente', false, 'address', c."shop_address",
    'city', c."shop_city", 'phone', c."shop_phone", 'email', c."shop_email")
  FROM "site_config" c WHERE c."id" = 1
) WHERE "seller" IS NULL;--> statement-breakpoint
-- Open quotes of before the engine carry the old withholdings (every buyer above one threshold):
-- they expire now, so converting one goes through the confirm-and-reprice path.
UPDATE "quotes" SET "valid_until" = now() WHERE "taxes" IS NULL AND "valid_until" > now();--> statement-breakpoint
-- The configured withholdings leave the configuration for the dated rules; the history says so.
INSERT INTO "audit_log" ("actor_user_id", "entity", "entity_id", "action", "before", "after", "reason")
SELECT NULL, 'config', '1', 'update',
  jsonb_build_object('taxes.reteica', c."taxes" -> 'reteica', 'taxes.retefuente', c."taxes" -> 'retefuente',
    'retentionThreshold', c."retention_threshold"),
  NULL, 'Migración 0013: las retenciones pasan a reglas con fecha de vigencia (Configuración › Impuestos).'
FROM "site_config" c
WHERE c."id" = 1 AND (
  coalesce((c."taxes" ->> 'reteica')::numeric, 0) <> 0
  OR coalesce((c."taxes" ->> 'retefuente')::numeric, 0) <> 0
  OR c."retention_threshold" <> 0
);--> statement-breakpoint
ALTER TABLE "site_config" DROP COLUMN "taxes";--> statement-breakpoint
ALTER TABLE "site_config" DROP COLUMN "retention_threshold";
