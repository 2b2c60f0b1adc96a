CREATE TABLE "gateway_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"body" text NOT NULL,
	"outcome" text,
	"transaction_id" text,
	"status" text
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount_in_cents" bigint NOT NULL,
	"currency" text DEFAULT 'COP' NOT NULL,
	"environment" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"transaction_id" text,
	"method" text,
	"status_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_attempts_transactionId_unique" UNIQUE("transaction_id"),
	CONSTRAINT "payment_attempts_status_check" CHECK ("payment_attempts"."status" in ('CREATED', 'PENDING', 'APPROVED', 'DECLINED', 'VOIDED', 'ERROR')),
	CONSTRAINT "payment_attempts_amount_check" CHECK ("payment_attempts"."amount_in_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"details" jsonb,
	"automatic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_orderId_unique" UNIQUE("order_id"),
	CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('VOIDED', 'DUE', 'DONE'))
);
--> statement-breakpoint
CREATE TABLE "payment_transitions" (
	"transaction_id" text NOT NULL,
	"status" text NOT NULL,
	"attempt_id" integer NOT NULL,
	"source" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transitions_transaction_id_status_pk" PRIMARY KEY("transaction_id","status")
);
--> statement-breakpoint
CREATE TABLE "payments_received" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"received_on" date NOT NULL,
	"attempt_id" integer,
	"recorded_by" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_received_amount_check" CHECK ("payments_received"."amount" > 0),
	CONSTRAINT "payments_received_source_check" CHECK ("payments_received"."source" in ('ONLINE', 'TRANSFER', 'STAFF'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pay_method_check";--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "wompi" jsonb;--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "online_payment_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'UNPAID' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transitions" ADD CONSTRAINT "payment_transitions_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments_received" ADD CONSTRAINT "payments_received_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments_received" ADD CONSTRAINT "payments_received_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments_received" ADD CONSTRAINT "payments_received_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_events_transaction_idx" ON "gateway_events" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_open_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."status" in ('CREATED', 'PENDING');--> statement-breakpoint
CREATE INDEX "payments_received_order_idx" ON "payments_received" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_pay_by_idx" ON "orders" USING btree ("pay_by") WHERE "orders"."pay_by" is not null and "orders"."payment_status" in ('UNPAID', 'PENDING');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('UNPAID', 'PENDING', 'PARTIALLY_PAID', 'PAID', 'EXPIRED', 'REFUND_DUE', 'REFUNDED'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pay_method_check" CHECK ("orders"."pay_method" in ('CREDIT', 'DEBIT', 'PSE', 'NEQUI', 'BANK_TRANSFER', 'COMPANY_CREDIT'));--> statement-breakpoint
-- Money received is its own permission (docs/payments.md): the Administrador role gets it, other roles are the admins' to extend.
UPDATE "roles" SET "permissions" = array_append("permissions", 'ADMIN_PAYMENTS') WHERE "name" = 'Administrador' AND NOT ('ADMIN_PAYMENTS' = ANY("permissions"));
