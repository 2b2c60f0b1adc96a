CREATE TABLE "rut_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"user_id" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('SENT', 'NOT_CONFIGURED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "municipalities" (
	"dane_code" text PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"department_dane_code" text NOT NULL,
	"department" text NOT NULL,
	"name" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"permissions" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"id" integer PRIMARY KEY NOT NULL,
	"shop_name" text NOT NULL,
	"icon" text NOT NULL,
	"logo" text NOT NULL,
	"theme" jsonb NOT NULL,
	"extra_percentage" jsonb NOT NULL,
	"taxes" jsonb NOT NULL,
	"minimum_purchase" bigint DEFAULT 0 NOT NULL,
	"retention_threshold" bigint DEFAULT 0 NOT NULL,
	"smtp" jsonb,
	"notification_email" text,
	"quote_validity_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_config_single_row" CHECK ("site_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"identification_number" text NOT NULL,
	"contact_phone" text NOT NULL,
	"position" text,
	"business_name" text,
	"billing_email" text NOT NULL,
	"primary_address" text NOT NULL,
	"secondary_address" text,
	"municipality_dane_code" text NOT NULL,
	"url_rut" text,
	"data_treatment_authorization" boolean NOT NULL,
	"data_treatment_authorized_at" timestamp with time zone,
	"notification_authorization" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"client_type" text NOT NULL,
	"client_status" text NOT NULL,
	"legal_person_type" boolean NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_client_type_check" CHECK ("users"."client_type" in ('CLIENT_FINAL', 'DISTRIBUTOR', 'SOLUTION_INTEGRATOR', 'GOVERMENT', 'TECHNICAL')),
	CONSTRAINT "users_client_status_check" CHECK ("users"."client_status" in ('ACTIVE', 'PENDING', 'INACTIVE'))
);
--> statement-breakpoint
ALTER TABLE "rut_files" ADD CONSTRAINT "rut_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_municipality_dane_code_municipalities_dane_code_fk" FOREIGN KEY ("municipality_dane_code") REFERENCES "public"."municipalities"("dane_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rut_files_user_id_idx" ON "rut_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "municipalities_department_idx" ON "municipalities" USING btree ("department_dane_code");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");