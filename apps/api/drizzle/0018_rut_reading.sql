CREATE TABLE "rut_proposals" (
	"rut_file_id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"reading" jsonb,
	"proposed_flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"proposed_identity" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contradictions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	CONSTRAINT "rut_proposals_status_check" CHECK (status in ('PROPOSED', 'UNREADABLE', 'CONFIRMED', 'CORRECTED'))
);
--> statement-breakpoint
-- Existing accounts get their ID type from their person type until staff confirm it from the RUT
-- (docs/taxes.md, "Who withholds"): companies a NIT, with its DV computed from the identification
-- number when it is digits (Orden Administrativa 4 de 1989, as packages/shared/src/nit.ts), natural
-- persons a C.C. The withholdings and taxProfileConfirmed stay as they are.
ALTER TABLE "users" ADD COLUMN "identification_type" text DEFAULT 'CC' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "check_digit" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "iva_regime" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "income_tax_declarant" boolean;--> statement-breakpoint
UPDATE "users" AS u SET "identification_type" = 'NIT', "check_digit" = CASE
  WHEN p."identification_number" ~ '^[0-9]{1,15}$' THEN (
    SELECT CASE WHEN d.s % 11 <= 1 THEN d.s % 11 ELSE 11 - d.s % 11 END
    FROM (
      SELECT sum(
        substr(reverse(p."identification_number"), i, 1)::int
          * (ARRAY[3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71])[i]
      ) AS s
      FROM generate_series(1, length(p."identification_number")) AS i
    ) AS d
  )
END
FROM "profiles" AS p
WHERE p."user_id" = u."id" AND u."legal_person_type";--> statement-breakpoint
-- A company without a profile row (none should exist) is a NIT all the same, its DV unknown.
UPDATE "users" SET "identification_type" = 'NIT' WHERE "legal_person_type" AND "identification_type" = 'CC';--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "identification_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "rut_proposals" ADD CONSTRAINT "rut_proposals_rut_file_id_rut_files_id_fk" FOREIGN KEY ("rut_file_id") REFERENCES "public"."rut_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rut_proposals" ADD CONSTRAINT "rut_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rut_proposals" ADD CONSTRAINT "rut_proposals_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rut_proposals_user_id_idx" ON "rut_proposals" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_identification_type_check" CHECK ("users"."identification_type" in ('CC', 'NIT', 'CE', 'PASSPORT'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_iva_regime_check" CHECK ("users"."iva_regime" in ('RESPONSABLE_IVA', 'NO_RESPONSABLE_IVA'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_check_digit_check" CHECK ("users"."check_digit" between 0 and 9);