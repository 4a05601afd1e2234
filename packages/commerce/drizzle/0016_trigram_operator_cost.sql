-- pg_trgm's word-similarity operator (`%>`) costs what any operator costs to the planner (procost
-- 1), though it works out the trigrams of both texts on every row it is asked of. On search_names
-- (1,560 names a language at 100,000 products) the planner therefore filtered every name of the
-- language with it instead of asking the trigram index: 6.2 ms for "denim sh", 0.66 ms through
-- the index. That filter was most of a suggestion's first ask (search/service.ts suggest), whose
-- p95 was 17-22 ms as a shopper types (bench/RESULTS.md, seventeenth session). Priced as the work
-- it is, the planner reads the names through the word and trigram indexes.
--
-- Altering an extension's function needs its owner (a superuser here, with the embedded
-- PostgreSQL). On a managed database where the application's role does not own pg_trgm, the cost
-- stays as it was, with a notice: suggestions are then slower, not wrong.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege OR undefined_function THEN
  RAISE NOTICE 'pg_trgm operator cost left as it was: %', SQLERRM;
END $$;
