-- An account that leaves ACTIVE, or whose roles change, loses every session it had: whoever
-- writes the change (an admin route, a script, a SQL console), since the rule lives where the
-- data does. Reactivating the account does not bring the old sessions back.
CREATE FUNCTION "end_sessions_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    UPDATE "sessions" SET "revoked_at" = now()
      WHERE "user_id" = NEW."id" AND "revoked_at" IS NULL;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE "sessions" SET "revoked_at" = now()
      WHERE "user_id" = OLD."user_id" AND "revoked_at" IS NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "sessions" SET "revoked_at" = now()
      WHERE "user_id" = NEW."user_id" AND "revoked_at" IS NULL;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_deactivation_ends_sessions" AFTER UPDATE OF "client_status" ON "users"
  FOR EACH ROW
  WHEN (OLD."client_status" = 'ACTIVE' AND NEW."client_status" IS DISTINCT FROM 'ACTIVE')
  EXECUTE FUNCTION "end_sessions_of_user"();--> statement-breakpoint
CREATE TRIGGER "user_roles_change_ends_sessions" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "end_sessions_of_user"();
