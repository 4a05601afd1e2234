-- Site search (module search). pg_trgm and unaccent ship with PostgreSQL's contrib (and with the
-- embedded-postgres package). search_normalize() folds text for search: lower-cased and without
-- accents ("Écru" → "ecru"). unaccent() itself is only STABLE (it finds its dictionary by name
-- through search_path); this wrapper names the dictionary as a constant, resolved when the
-- function is created (SQL-standard body), so it can be IMMUTABLE and folded text can be stored
-- and indexed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_normalize(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(unaccent('unaccent'::regdictionary, input));
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "product_search_product_id_language_pk" PRIMARY KEY("product_id","language"),
	CONSTRAINT "product_search_language" CHECK ("product_search"."language" in ('en', 'fr', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "search_names" (
	"language" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"product_ids" integer[] NOT NULL,
	"popularity" integer NOT NULL,
	CONSTRAINT "search_names_language_key_pk" PRIMARY KEY("language","key")
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"language" text NOT NULL,
	"key" text NOT NULL,
	"query" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_queries_language_key_pk" PRIMARY KEY("language","key")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"language" text NOT NULL,
	"word" text NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "search_words_language_word_pk" PRIMARY KEY("language","word")
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Backfill for a catalogue loaded before search existed, before the indexes are built (building
-- a GIN index over loaded rows is several times faster than maintaining it row by row): the
-- statement of refreshSearchIndex (modules/search/service.ts) as of this migration, with its
-- parameters written in. From here on the seed and refreshSearchIndex keep the index current.
with languages (language, config) as (values ('en', 'english'::regconfig), ('fr', 'french'::regconfig), ('ar', 'simple'::regconfig)),
product_parts as materialized (
  select p.id as product_id, p.popularity, p.names, p.colour, p.colour_group,
    coalesce((
      select string_agg(v, ' ' order by a.key, v)
      from jsonb_each(p.attributes) a
      cross join lateral jsonb_array_elements_text(case jsonb_typeof(a.value)
        when 'array' then a.value when 'string' then jsonb_build_array(a.value) else '[]'::jsonb end) v
      where a.key = any(array['accessory_size', 'style', 'length_new', 'fit', 'sleeves', 'neck_shape', 'design', 'occasion_wear', 'fastening', 'heel_height', 'skin_type', 'skin_concern', 'main_range', 'key_ingredients', 'application_time']::text[])
    ), '') as attributes,
    coalesce(array(
      select pc.category_id from product_categories pc where pc.product_id = p.id order by pc.category_id
    ), '{}') as category_ids
  from products p
),
-- One row per product and language. Each part is joined back on one text key: a single
-- equality the planner hashes, however few or many parts there are.
product_rows as materialized (
  select pp.product_id, pp.popularity, l.language, l.config,
    coalesce(pp.names ->> l.language, pp.names ->> 'en') as name,
    pp.category_ids, pp.colour, pp.colour_group, pp.attributes,
    l.language || coalesce(pp.names ->> l.language, pp.names ->> 'en') as name_key,
    concat_ws(chr(31), l.language, pp.category_ids::text, pp.colour, pp.colour_group) as category_colour_key,
    l.language || pp.attributes as attribute_key
  from product_parts pp cross join languages l
),
name_parts as materialized (
  select key, language, uses, search_normalize(name) as folded,
    setweight(to_tsvector(config, search_normalize(name)), 'A') as vector
  from (
    select name_key as key, language, config, name, count(*) as uses
    from product_rows group by 1, 2, 3, 4
  ) n
),
category_colour_parts as materialized (
  select key, language, uses, search_normalize(words) as folded,
    setweight(to_tsvector(config, search_normalize(words)), 'B') as vector
  from (
    select k.*, concat_ws(' ',
      (select string_agg(coalesce(c.names ->> k.language, c.names ->> 'en'), ' ' order by c.id)
         from categories c where c.id = any(k.category_ids)),
      '{"black":{"en":"Black","fr":"Noir","ar":"أسود"},"white":{"en":"White","fr":"Blanc","ar":"أبيض"},"ivory":{"en":"Ivory","fr":"Ivoire","ar":"عاجي"},"cream":{"en":"Cream","fr":"Crème","ar":"كريمي"},"champagne":{"en":"Champagne","fr":"Champagne","ar":"شمبانيا"},"ecru":{"en":"Ecru","fr":"Écru","ar":"قطني خام"},"stone":{"en":"Stone","fr":"Pierre","ar":"حجري"},"camel":{"en":"Camel","fr":"Camel","ar":"جملي"},"chocolate":{"en":"Chocolate","fr":"Chocolat","ar":"شوكولاتة"},"bronze":{"en":"Bronze","fr":"Bronze","ar":"برونزي"},"khaki":{"en":"Khaki","fr":"Kaki","ar":"كاكي"},"sage":{"en":"Sage","fr":"Vert sauge","ar":"أخضر مريمي"},"olive":{"en":"Olive","fr":"Olive","ar":"زيتي"},"emerald":{"en":"Emerald","fr":"Émeraude","ar":"زمردي"},"navy":{"en":"Navy","fr":"Bleu marine","ar":"كحلي"},"cobalt":{"en":"Cobalt","fr":"Bleu cobalt","ar":"أزرق كوبالت"},"sky blue":{"en":"Sky Blue","fr":"Bleu ciel","ar":"أزرق سماوي"},"indigo":{"en":"Indigo","fr":"Indigo","ar":"نيلي"},"mid wash":{"en":"Mid Wash","fr":"Délavage moyen","ar":"غسلة متوسطة"},"light wash":{"en":"Light Wash","fr":"Délavage clair","ar":"غسلة فاتحة"},"washed black":{"en":"Washed Black","fr":"Noir délavé","ar":"أسود باهت"},"berry":{"en":"Berry","fr":"Baie","ar":"توتي"},"red":{"en":"Red","fr":"Rouge","ar":"أحمر"},"burgundy":{"en":"Burgundy","fr":"Bordeaux","ar":"عنابي"},"pink":{"en":"Pink","fr":"Rose","ar":"وردي"},"blush":{"en":"Blush","fr":"Rose poudré","ar":"وردي فاتح"},"lilac":{"en":"Lilac","fr":"Lilas","ar":"ليلكي"},"mustard":{"en":"Mustard","fr":"Moutarde","ar":"خردلي"},"rust":{"en":"Rust","fr":"Rouille","ar":"صدئي"},"coral":{"en":"Coral","fr":"Corail","ar":"مرجاني"},"amber":{"en":"Amber","fr":"Ambre","ar":"كهرماني"},"grey":{"en":"Grey","fr":"Gris","ar":"رمادي"},"charcoal":{"en":"Charcoal","fr":"Anthracite","ar":"فحمي"},"nude":{"en":"Nude","fr":"Nude","ar":"نيود"},"gold":{"en":"Gold","fr":"Doré","ar":"ذهبي"},"silver":{"en":"Silver","fr":"Argenté","ar":"فضي"},"rose gold":{"en":"Rose Gold","fr":"Or rose","ar":"ذهبي وردي"},"leopard":{"en":"Leopard","fr":"Léopard","ar":"نقشة الفهد"},"floral":{"en":"Floral","fr":"Fleuri","ar":"مزهر"},"stripe":{"en":"Stripe","fr":"Rayé","ar":"مقلم"}}'::jsonb -> k.colour ->> k.language, k.colour,
      '{"black":{"en":"Black","fr":"Noir","ar":"أسود"},"white":{"en":"White","fr":"Blanc","ar":"أبيض"},"cream":{"en":"Cream","fr":"Crème","ar":"كريمي"},"beige":{"en":"Beige","fr":"Beige","ar":"بيج"},"brown":{"en":"Brown","fr":"Marron","ar":"بني"},"green":{"en":"Green","fr":"Vert","ar":"أخضر"},"blue":{"en":"Blue","fr":"Bleu","ar":"أزرق"},"red":{"en":"Red","fr":"Rouge","ar":"أحمر"},"pink":{"en":"Pink","fr":"Rose","ar":"وردي"},"purple":{"en":"Purple","fr":"Violet","ar":"بنفسجي"},"yellow":{"en":"Yellow","fr":"Jaune","ar":"أصفر"},"orange":{"en":"Orange","fr":"Orange","ar":"برتقالي"},"grey":{"en":"Grey","fr":"Gris","ar":"رمادي"},"nude":{"en":"Nude","fr":"Nude","ar":"نيود"},"gold":{"en":"Gold","fr":"Doré","ar":"ذهبي"},"silver":{"en":"Silver","fr":"Argenté","ar":"فضي"},"animal print":{"en":"Animal print","fr":"Imprimé animal","ar":"نقشة حيوانات"},"multi":{"en":"Multi","fr":"Multicolore","ar":"متعدد الألوان"}}'::jsonb -> k.colour_group ->> k.language, k.colour_group) as words
    from (
      select category_colour_key as key, language, config, category_ids, colour, colour_group,
        count(*) as uses
      from product_rows group by 1, 2, 3, 4, 5, 6
    ) k
  ) k
),
attribute_parts as materialized (
  select key, language, uses, search_normalize(attributes) as folded,
    setweight(to_tsvector(config, search_normalize(attributes)), 'C') as vector
  from (
    select attribute_key as key, language, config, attributes, count(*) as uses
    from product_rows group by 1, 2, 3, 4
  ) a
),
docs as materialized (
  select r.product_id, r.popularity, r.language, r.name as display_name, n.folded as name,
    concat_ws(' ', n.folded, cc.folded, nullif(a.folded, '')) as text,
    n.vector || cc.vector || a.vector as document
  from product_rows r
  join name_parts n on n.key = r.name_key
  join category_colour_parts cc on cc.key = r.category_colour_key
  join attribute_parts a on a.key = r.attribute_key
),
indexed as (
  insert into product_search (product_id, language, name, text, document)
  select product_id, language, name, text, document from docs
  on conflict (product_id, language) do update
    set name = excluded.name, text = excluded.text, document = excluded.document
    where (product_search.name, product_search.text, product_search.document)
      is distinct from (excluded.name, excluded.text, excluded.document)
),
-- Each word with how many document parts hold it, counted from the distinct parts.
words as (
  select p.language, w as word, sum(p.uses)::int as documents
  from (
    select language, folded, uses from name_parts
    union all select language, folded, uses from category_colour_parts
    union all select language, folded, uses from attribute_parts
  ) p
  cross join lateral unnest(tsvector_to_array(to_tsvector('simple', p.folded))) w
  group by p.language, w
),
words_removed as (
  delete from search_words s
  where not exists (select 1 from words w where w.language = s.language and w.word = s.word)
),
words_written as (
  insert into search_words (language, word, documents)
  select language, word, documents from words
  on conflict (language, word) do update set documents = excluded.documents
    where search_words.documents <> excluded.documents
),
names as (
  select language, name as key,
    (array_agg(display_name order by popularity desc, product_id))[1] as name,
    to_tsvector('simple', name) as document,
    (array_agg(product_id order by popularity desc, product_id))[1:20] as product_ids,
    max(popularity) as popularity
  from docs
  group by language, name
),
names_removed as (
  delete from search_names s
  where not exists (select 1 from names n where n.language = s.language and n.key = s.key)
),
names_written as (
  insert into search_names (language, key, name, document, product_ids, popularity)
  select language, key, name, document, product_ids, popularity from names
  on conflict (language, key) do update
    set name = excluded.name, document = excluded.document, product_ids = excluded.product_ids,
      popularity = excluded.popularity
    where (search_names.name, search_names.document, search_names.product_ids, search_names.popularity)
      is distinct from (excluded.name, excluded.document, excluded.product_ids, excluded.popularity)
)
select (select count(*) from docs)::int as documents,
  (select count(*) from words)::int as words,
  (select count(*) from names)::int as names;
--> statement-breakpoint
CREATE INDEX "product_search_document_en_idx" ON "product_search" USING gin ("document") WHERE language = 'en';
--> statement-breakpoint
CREATE INDEX "product_search_text_en_trgm_idx" ON "product_search" USING gin ("text" gin_trgm_ops) WHERE language = 'en';
--> statement-breakpoint
CREATE INDEX "product_search_document_fr_idx" ON "product_search" USING gin ("document") WHERE language = 'fr';
--> statement-breakpoint
CREATE INDEX "product_search_text_fr_trgm_idx" ON "product_search" USING gin ("text" gin_trgm_ops) WHERE language = 'fr';
--> statement-breakpoint
CREATE INDEX "product_search_document_ar_idx" ON "product_search" USING gin ("document") WHERE language = 'ar';
--> statement-breakpoint
CREATE INDEX "product_search_text_ar_trgm_idx" ON "product_search" USING gin ("text" gin_trgm_ops) WHERE language = 'ar';
--> statement-breakpoint
CREATE INDEX "search_names_document_idx" ON "search_names" USING gin ("document");
--> statement-breakpoint
CREATE INDEX "search_names_key_trgm_idx" ON "search_names" USING gin ("key" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "search_queries_prefix_idx" ON "search_queries" USING btree ("language","key" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "search_queries_key_trgm_idx" ON "search_queries" USING gin ("key" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
