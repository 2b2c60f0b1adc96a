CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- History is append-only for every writer (a route, a script, a SQL console): the rule lives where
-- the data does. The one change let through is the foreign key's own ON DELETE SET NULL, run from
-- inside the users' delete (trigger depth > 1), which forgets who acted and keeps what was done.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF pg_trigger_depth() > 1
      AND OLD."actor_user_id" IS NOT NULL AND NEW."actor_user_id" IS NULL
      AND (NEW."id", NEW."entity", NEW."entity_id", NEW."action", NEW."before", NEW."after",
           NEW."reason", NEW."created_at")
        IS NOT DISTINCT FROM
          (OLD."id", OLD."entity", OLD."entity_id", OLD."action", OLD."before", OLD."after",
           OLD."reason", OLD."created_at")
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
