CREATE TABLE "company_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "company_invitations_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "company_invitations_role_check" CHECK ("company_invitations"."role" in ('ADMINISTRADOR', 'COMPRADOR', 'APROBADOR', 'CONSULTA'))
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"invited_by" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_role_check" CHECK ("company_members"."role" in ('ADMINISTRADOR', 'COMPRADOR', 'APROBADOR', 'CONSULTA')),
	CONSTRAINT "company_members_status_check" CHECK ("company_members"."status" in ('ACTIVE', 'DEACTIVATED', 'REMOVED'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_idempotency_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "created_by" integer;--> statement-breakpoint
-- Every document so far was made by the account it belongs to.
UPDATE "orders" SET "created_by" = "user_id";--> statement-breakpoint
UPDATE "quotes" SET "created_by" = "user_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "created_by" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "created_by" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_creator_idempotency_key" UNIQUE("created_by","idempotency_key");--> statement-breakpoint
-- Each company account becomes a company whose one member, its administrator, is its own login
-- (docs/decisions/017-companies-with-several-buyers.md, "Migration").
INSERT INTO "company_members" ("user_id", "company_id", "role", "joined_at")
  SELECT "id", "id", 'ADMINISTRADOR', "created_at" FROM "users" WHERE "legal_person_type";--> statement-breakpoint
-- A member who stops being ACTIVE in the company loses every session at once, whichever code or
-- console writes the change (as migration 0007 does for accounts and roles).
CREATE FUNCTION "revoke_sessions_on_membership_end"() RETURNS trigger AS $$
  BEGIN
    UPDATE "sessions" SET "revoked_at" = now()
      WHERE "user_id" = NEW."user_id" AND "revoked_at" IS NULL;
    RETURN NEW;
  END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "company_members_end_sessions"
  AFTER UPDATE OF "status" ON "company_members"
  FOR EACH ROW WHEN (OLD."status" = 'ACTIVE' AND NEW."status" <> 'ACTIVE')
  EXECUTE FUNCTION "revoke_sessions_on_membership_end"();