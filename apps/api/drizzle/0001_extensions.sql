-- Trigram matching for typo-tolerant search. Available both in PGlite 0.5 and in PostgreSQL 15.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
