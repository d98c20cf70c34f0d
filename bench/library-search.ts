/**
 * Library search latency (issue #17 goal: p95 ≤ 50 ms over 1,000 transcripts of 10 minutes each, PostgreSQL).
 * A scratch database on the server BENCH_DATABASE_URL or TEST_DATABASE_URL names (created, migrated, dropped) gets
 * one user with 1,000 tasks: each a 10-minute transcript (~1,500 words in ~4 s segments, with word timings, as the
 * offline engine writes them) of sentences drawn at random from the blog posts in content/blog and the speech
 * references — so common words occur in nearly every transcript, the search's worst case.
 * Ground truth: 50 tasks carry a made-up word ("needle" words) in one segment at a known time; a query for it must
 * find that task first with the moment at that time. 200 queries (needles, single words, two-word phrases) are
 * timed through searchLibrary() — the function the HTTP route calls — after a warm-up pass: p50 and p95.
 *
 *   npx tsx bench/library-search.ts [tasks]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/client';
import { mediaTasks, user } from '#server/db/schema';
import { searchLibrary } from '#server/domain/library/search';
import { reportResults, type BenchFigure } from './lib/report';
import { scratchDatabase } from './lib/scratch-database';

const TASKS = Number(process.argv[2] ?? 1000);
const TRANSCRIPT_SECONDS = 600;
const WORDS_PER_SECOND = 2.5;
const NEEDLES = 50;
const QUERIES = 200;
const LIMIT = 20;
const ROOT = path.resolve(import.meta.dirname, '..');

/** Deterministic pseudo-random numbers: the same corpus on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Plain sentences from the blog posts (front matter and Markdown marks removed) and the speech references. */
function sentences(): string[] {
  const texts: string[] = [];
  const blog = path.join(ROOT, 'content/blog');
  for (const file of fs.readdirSync(blog).filter((f) => f.endsWith('.md'))) {
    const body = fs.readFileSync(path.join(blog, file), 'utf8').replace(/^---[\s\S]*?---/, '');
    texts.push(body.replace(/[#*_`>[\]()|-]+/g, ' '));
  }
  texts.push(fs.readFileSync(path.join(ROOT, 'tests/fixtures/library/speech.txt'), 'utf8').replace(/\n/g, '. '));
  return texts
    .join(' ')
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.split(' ').length >= 4 && !/https?:|\//.test(s));
}

interface Segment {
  start: number;
  end: number;
  text: string;
  words: Array<{ text: string; start: number; end: number }>;
}

/** A 10-minute transcript: ~4 s segments of words spoken at WORDS_PER_SECOND, each with its timing. */
function transcript(pool: string[], next: () => number, needle?: { word: string; at: number }): Segment[] {
  const words: string[] = [];
  while (words.length < TRANSCRIPT_SECONDS * WORDS_PER_SECOND)
    words.push(...pool[Math.floor(next() * pool.length)]!.split(' '));
  const segments: Segment[] = [];
  const perSegment = 10;
  for (let i = 0; i + perSegment <= words.length; i += perSegment) {
    const start = i / WORDS_PER_SECOND;
    const text = words.slice(i, i + perSegment);
    if (needle && start <= needle.at && needle.at < start + perSegment / WORDS_PER_SECOND) text[3] = needle.word;
    segments.push({
      start,
      end: (i + perSegment) / WORDS_PER_SECOND,
      text: text.join(' '),
      words: text.map((w, k) => ({
        text: w,
        start: (i + k) / WORDS_PER_SECOND,
        end: (i + k + 0.8) / WORDS_PER_SECOND,
      })),
    });
  }
  return segments;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function run(databaseUrl: string): Promise<BenchFigure[]> {
  const handle = await openDatabase({ databaseUrl });
  try {
    const db = handle.db;
    const userId = 'search-bench-user';
    await db.insert(user).values({ id: userId, name: 'Bench', email: 'search-bench@example.com' });
    const pool = sentences();
    const next = random(17);
    const needles = Array.from({ length: NEEDLES }, (_, i) => ({
      task: Math.floor((i * TASKS) / NEEDLES),
      word: `zorblat${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}x`,
      at: Math.floor(next() * (TRANSCRIPT_SECONDS - 10)),
    }));
    const ids: string[] = [];
    const seedStarted = performance.now();
    let bytes = 0;
    for (let batch = 0; batch < TASKS; batch += 50) {
      const rows = [];
      for (let i = batch; i < Math.min(TASKS, batch + 50); i++) {
        const segments = transcript(
          pool,
          next,
          needles.find((n) => n.task === i),
        );
        bytes += JSON.stringify(segments).length;
        rows.push({
          userId,
          title: `Recording ${i + 1}`,
          status: 'ok' as const,
          progress: 100,
          sourceUrl: `https://example.com/${i}.mp4`,
          duration: TRANSCRIPT_SECONDS,
          transcript: segments,
        });
      }
      const inserted = await db.insert(mediaTasks).values(rows).returning({ id: mediaTasks.id });
      ids.push(...inserted.map((r) => r.id));
    }
    await handle.raw.exec('ANALYZE media_tasks');
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(
      `seeded ${TASKS} transcripts (${(bytes / TASKS / 1024).toFixed(0)} KiB of JSON each) in ${seedSeconds.toFixed(1)} s`,
    );

    // Queries: needles (ground truth), words of every frequency, two-word phrases.
    const vocabulary = [
      ...new Set(
        pool
          .join(' ')
          .toLowerCase()
          .match(/[a-z]{4,}/g) ?? [],
      ),
    ];
    const queries: Array<{ q: string; needle?: (typeof needles)[number] }> = [];
    for (let i = 0; i < QUERIES; i++) {
      if (i % 4 === 0) {
        const needle = needles[(i / 4) % NEEDLES]!;
        queries.push({ q: needle.word, needle });
      } else if (i % 4 === 3) {
        const sentence = pool[Math.floor(next() * pool.length)]!.split(' ');
        const at = Math.floor(next() * (sentence.length - 1));
        queries.push({ q: `${sentence[at]} ${sentence[at + 1]}` });
      } else queries.push({ q: vocabulary[Math.floor(next() * vocabulary.length)]! });
    }

    for (const query of queries.slice(0, 20)) await searchLibrary(db, userId, query.q, LIMIT); // warm-up
    const times: number[] = [];
    let found = 0;
    let momentRight = 0;
    let hitsTotal = 0;
    for (const query of queries) {
      const started = performance.now();
      const hits = await searchLibrary(db, userId, query.q, LIMIT);
      times.push(performance.now() - started);
      hitsTotal += hits.length;
      if (query.needle) {
        const top = hits[0];
        if (top && top.task_id === ids[query.needle.task]) {
          found++;
          const at = query.needle.at;
          if (top.moments.some((m) => m.start <= at && at < m.end)) momentRight++;
        }
      }
    }
    const sorted = [...times].sort((a, b) => a - b);
    const kinds = { 'planted word': 0, word: 1, 'two words': 3 } as const;
    for (const [kind, remainder] of Object.entries(kinds)) {
      const own = times.filter((_, i) => i % 4 === remainder || (remainder === 1 && i % 4 === 2)).sort((a, b) => a - b);
      console.log(`${kind}: p50 ${percentile(own, 0.5).toFixed(1)} ms, p95 ${percentile(own, 0.95).toFixed(1)} ms`);
    }
    const round = (n: number) => Math.round(n * 10) / 10;
    const needleQueries = queries.filter((q) => q.needle).length;
    const note = `${TASKS} transcripts × 10 min, one user, limit ${LIMIT}, ${QUERIES} queries; ${round(hitsTotal / QUERIES)} hits per query; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;
    return [
      {
        bench: 'library-search',
        metric: 'search p50 (PostgreSQL)',
        value: round(percentile(sorted, 0.5)),
        unit: 'ms',
        note,
      },
      {
        bench: 'library-search',
        metric: 'search p95 (PostgreSQL)',
        value: round(percentile(sorted, 0.95)),
        unit: 'ms',
        target: { op: '<=', limit: 50 },
        note,
      },
      {
        bench: 'library-search',
        metric: 'planted words found first, at the right moment',
        value: round((100 * Math.min(found, momentRight)) / needleQueries),
        unit: '%',
        target: { op: '>=', limit: 100 },
        note: `${found}/${needleQueries} found first, ${momentRight}/${needleQueries} with the moment`,
      },
    ];
  } finally {
    await handle.close();
  }
}

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
let figures: BenchFigure[];
if (adminUrl) {
  const scratch = await scratchDatabase(adminUrl, 'atelier_search_bench');
  try {
    figures = await run(scratch.url);
  } finally {
    // BENCH_KEEP_DATABASE=1 leaves the seeded database for EXPLAIN ANALYZE by hand (drop it afterwards).
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`kept ${scratch.url}`);
    else await scratch.drop();
  }
} else
  figures = [
    {
      bench: 'library-search',
      metric: 'search p95 (PostgreSQL)',
      value: NaN,
      unit: 'ms',
      note: 'not run: set BENCH_DATABASE_URL or TEST_DATABASE_URL',
    },
  ];
const results = reportResults(figures);
process.exitCode = results.every((result) => result.met !== false) ? 0 : 1;
