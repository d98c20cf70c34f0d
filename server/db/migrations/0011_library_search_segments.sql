-- One tsvector per transcript segment (library search moments): immutable, so it can feed a generated column.
CREATE OR REPLACE FUNCTION transcript_segment_vectors(transcript jsonb) RETURNS tsvector[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(to_tsvector('english'::regconfig, coalesce(s.seg->>'text', '')) ORDER BY s.ord), '{}')
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(transcript) = 'array' THEN transcript ELSE '[]'::jsonb END)
    WITH ORDINALITY AS s(seg, ord)
$$;--> statement-breakpoint
ALTER TABLE "media_tasks" ADD COLUMN "segment_search" "tsvector"[] GENERATED ALWAYS AS (transcript_segment_vectors("transcript")) STORED;
