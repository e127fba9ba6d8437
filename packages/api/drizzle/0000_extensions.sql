-- Extensions used by autocomplete (trigram similarity, accent-insensitive matching).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
