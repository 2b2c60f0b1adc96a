CREATE TABLE "tax_notices" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_notices_kind_year_pk" PRIMARY KEY("kind","year")
);
