/**
 * Library-wide search: PostgreSQL full-text search (the same on PGlite) over the caller's own transcripts.
 * Tasks are found through the generated `search` tsvector (GIN index) and ranked; only for the best few is each
 * transcript line matched again, to give the moments to open the task at.
 */
import { sql } from 'drizzle-orm';
import type { LibrarySearchHit } from '#contract/library';
import { queryRows, type Executor } from '#server/db/client';

/** Moments returned per task. */
const MOMENTS_PER_TASK = 3;

interface SearchRow {
  id: string;
  title: string;
  rank: number;
  moments: Array<{ start: number; end: number; text: string }> | null;
}

export async function searchLibrary(
  db: Executor,
  userId: string,
  query: string,
  limit: number,
): Promise<LibrarySearchHit[]> {
  const rows = await queryRows<SearchRow>(
    db,
    sql`
    with q as (select websearch_to_tsquery('english'::regconfig, ${query}) as query),
    hits as (
      select t.id, t.title, t.transcript, t.created_at, ts_rank(t.search, q.query) as rank
      from media_tasks t, q
      where t.user_id = ${userId} and t.search @@ q.query
      order by rank desc, t.created_at desc
      limit ${limit}
    )
    select h.id, h.title, h.rank,
      (select json_agg(json_build_object('start', m.start, 'end', m."end", 'text', m.text) order by m.start)
       from (
         select (seg->>'start')::float8 as start, (seg->>'end')::float8 as "end", seg->>'text' as text
         from jsonb_array_elements(coalesce(h.transcript, '[]'::jsonb)) as seg, q
         where to_tsvector('english'::regconfig, seg->>'text') @@ q.query
         order by (seg->>'start')::float8
         limit ${MOMENTS_PER_TASK}
       ) m) as moments
    from hits h
    order by h.rank desc, h.created_at desc
  `,
  );
  return rows.map((row) => ({
    task_id: row.id,
    title: row.title,
    rank: Number(row.rank),
    moments: row.moments ?? [],
  }));
}
