CREATE TABLE "transfer_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"amount" bigint,
	"received_on" date,
	"reason" text,
	"received_payment_id" integer,
	CONSTRAINT "transfer_receipts_storageKey_unique" UNIQUE("storage_key"),
	CONSTRAINT "transfer_receipts_status_check" CHECK ("transfer_receipts"."status" in ('PENDING', 'CONFIRMED', 'REJECTED')),
	CONSTRAINT "transfer_receipts_mime_check" CHECK ("transfer_receipts"."mime_type" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "transfer_receipts_decided_check" CHECK (("transfer_receipts"."status" = 'PENDING') = ("transfer_receipts"."decided_at" is null)),
	CONSTRAINT "transfer_receipts_confirmed_check" CHECK (("transfer_receipts"."status" = 'CONFIRMED') = ("transfer_receipts"."amount" is not null and "transfer_receipts"."amount" > 0 and "transfer_receipts"."received_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD CONSTRAINT "transfer_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD CONSTRAINT "transfer_receipts_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD CONSTRAINT "transfer_receipts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD CONSTRAINT "transfer_receipts_received_payment_id_payments_received_id_fk" FOREIGN KEY ("received_payment_id") REFERENCES "public"."payments_received"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_receipts_order_idx" ON "transfer_receipts" USING btree ("order_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "transfer_receipts_pending_idx" ON "transfer_receipts" USING btree ("uploaded_at","id") WHERE "transfer_receipts"."status" = 'PENDING';