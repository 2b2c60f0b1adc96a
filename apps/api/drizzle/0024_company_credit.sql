CREATE TABLE "credit_lines" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"credit_limit" bigint NOT NULL,
	"term_days" smallint NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "credit_lines_limit_check" CHECK ("credit_lines"."credit_limit" > 0),
	CONSTRAINT "credit_lines_term_check" CHECK ("credit_lines"."term_days" in (30, 60, 90)),
	CONSTRAINT "credit_lines_status_check" CHECK ("credit_lines"."status" in ('ACTIVE', 'SUSPENDED'))
);
--> statement-breakpoint
CREATE TABLE "credit_reminders" (
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_reminders_order_id_kind_pk" PRIMARY KEY("order_id","kind"),
	CONSTRAINT "credit_reminders_kind_check" CHECK ("credit_reminders"."kind" in ('DUE_SOON', 'OVERDUE'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reminders" ADD CONSTRAINT "credit_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_due_on_idx" ON "orders" USING btree ("due_on") WHERE "orders"."due_on" is not null and "orders"."payment_status" <> 'PAID';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_due_on_check" CHECK ("orders"."pay_method" <> 'COMPANY_CREDIT' or "orders"."due_on" is not null);