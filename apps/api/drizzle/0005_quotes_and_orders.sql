CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "document_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" integer,
	"model" text NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"vat" numeric(5, 4) NOT NULL,
	"quantity" integer NOT NULL,
	"line_total" bigint NOT NULL,
	CONSTRAINT "order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"custom_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"quote_id" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"pay_method" text NOT NULL,
	"subtotal" bigint NOT NULL,
	"total_vat" bigint NOT NULL,
	"rete_fuente" bigint NOT NULL,
	"rete_ica" bigint NOT NULL,
	"total" bigint NOT NULL,
	"total_items" integer NOT NULL,
	"customer" jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"stock_returned_at" timestamp with time zone,
	CONSTRAINT "orders_customId_unique" UNIQUE("custom_id"),
	CONSTRAINT "orders_quoteId_unique" UNIQUE("quote_id"),
	CONSTRAINT "orders_user_idempotency_key" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('PENDING', 'PROCESSING', 'SENT', 'COMPLETED', 'CANCELED')),
	CONSTRAINT "orders_pay_method_check" CHECK ("orders"."pay_method" in ('CREDIT', 'DEBIT', 'BANK_TRANSFER'))
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"quote_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" integer,
	"model" text NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"vat" numeric(5, 4) NOT NULL,
	"quantity" integer NOT NULL,
	"line_total" bigint NOT NULL,
	CONSTRAINT "quote_lines_quote_id_line_no_pk" PRIMARY KEY("quote_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"custom_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"subtotal" bigint NOT NULL,
	"total_vat" bigint NOT NULL,
	"rete_fuente" bigint NOT NULL,
	"rete_ica" bigint NOT NULL,
	"total" bigint NOT NULL,
	"total_items" integer NOT NULL,
	"customer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	CONSTRAINT "quotes_customId_unique" UNIQUE("custom_id")
);
--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "shop_nit" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "shop_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "shop_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "shop_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "shop_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_user_idx" ON "quotes" USING btree ("user_id","created_at");