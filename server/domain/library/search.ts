/**
 * Library-wide search: PostgreSQL full-text search (the same on PGlite) over the caller's own transcripts.
 * Tasks are found through the generated `search` tsvector (GIN index) and ranked (the newest RANKED_CANDIDATES
 * matches at most); only for the best few are the
 * moments to open the task at looked up, through `segment_search` (one stored tsvector per transcript line, in
 * order): parsing every line again with to_tsvector cost ~1.6 ms per hit, 30+ ms of a 20-hit answer, where
 * matching the stored vectors costs ~0.2 ms (bench/library-search.ts: 1,000 transcripts of 10 minutes).
 */
import { sql } from 'drizzle-orm';
import type { LibrarySearchHit } from '#contract/library';
import { queryRows, type Executor } from '#server/db/client';

/** Moments returned per task. */
const MOMENTS_PER_TASK = 3;
/**
 * Ranking reads each matching task's whole document vector (~5 KB for 10 minutes of speech): when a common word
 * matches more tasks than this, the newest of them are ranked and listed, and older matches are not listed at all
 * (ranking all 1,000 of a large library took 25–45 ms; a more specific query reaches them). search.db.test.ts.
 */
const RANKED_CANDIDATES = 200;

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
    recent as (
      -- The query written out (not q.query) so the planner can estimate its selectivity from the lexeme statistics.
      select t.id
      from media_tasks t
      where t.user_id = ${userId} and t.search @@ websearch_to_tsquery('english'::regconfig, ${query})
      order by t.created_at desc
      limit ${RANKED_CANDIDATES}
    ),
    hits as (
      select t.id, t.title, t.transcript, t.segment_search, t.created_at, ts_rank(t.search, q.query) as rank
      from recent r join media_tasks t on t.id = r.id, q
      order by rank desc, t.created_at desc
      limit ${limit}
    )
    select h.id, h.title, h.rank,
      (select json_agg(
          json_build_object('start', (s.seg->>'start')::float8, 'end', (s.seg->>'end')::float8, 'text', s.seg->>'text')
          order by s.ord)
       from jsonb_array_elements(coalesce(h.transcript, '[]'::jsonb)) with ordinality as s(seg, ord)
       -- The transcript is read once per hit; the matching lines' positions come from the stored vectors.
       where s.ord = any(array(
         select v.ord from unnest(h.segment_search) with ordinality as v(vec, ord), q
         where v.vec @@ q.query
         order by v.ord
         limit ${MOMENTS_PER_TASK}))
      ) as moments
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
