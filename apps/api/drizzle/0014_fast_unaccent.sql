-- Search speed (issue 12): f_unaccent wrapped unaccent(regdictionary, text), which is only STABLE, in
-- an IMMUTABLE SQL function, so PostgreSQL could not inline it and ran it through the SQL-function
-- executor on every call (≈ 3 µs each, the bulk of a broad search's ranking and index rechecks). The
-- same C function declared IMMUTABLE lets the wrapper inline: same results, same indexes (they keep
-- f_unaccent). Declaring a C function needs a superuser; without one the wrapper stays as it was.
DO $$
BEGIN
  CREATE OR REPLACE FUNCTION public.immutable_unaccent(regdictionary, text) RETURNS text
    LANGUAGE c IMMUTABLE PARALLEL SAFE STRICT AS '$libdir/unaccent', 'unaccent_dict';
  CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS 'SELECT public.immutable_unaccent(''public.unaccent''::regdictionary, $1)';
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'f_unaccent keeps calling unaccent() through SQL: a C function needs a superuser';
END
$$;
