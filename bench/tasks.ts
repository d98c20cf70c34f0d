/**
 * Task throughput through the whole pipeline: N no-op tasks (default 1,000) created over HTTP by 50 concurrent
 * clients (POST /v1/PPTDocmee/generatePptx → credits reserve → ai_tasks row → pg-boss job), run by the server's
 * in-process worker (→ no-op tool → ok → settle). Figure: tasks/s from the first create to the last `ok`.
 * On PGlite always; on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server (a scratch database
 * is created there and dropped afterwards). Targets: ≥ 50/s on PGlite, ≥ 200/s on PostgreSQL.
 * The worker runs with the production settings unless WORKER_CONCURRENCY is set.
 * A run that has not finished after BENCH_TASKS_TIMEOUT_SECONDS (90) reports the rate it reached.
 *
 *   npx tsx bench/tasks.ts [count]
 */
import { printTable, startBenchServer } from './lib/http';
import { reportResults, type BenchFigure } from './lib/report';
import { scratchDatabase } from './lib/scratch-database';

const TARGETS = { PGlite: 50, PostgreSQL: 200 } as const;
const CREATE_CONCURRENCY = 50;
/** Status polls share PGlite's one connection with the pipeline: not too often. */
const POLL_MS = 100;
/** A run stops waiting after this long and reports the rate it reached (done ÷ elapsed). */
const TIMEOUT_MS = Number(process.env.BENCH_TASKS_TIMEOUT_SECONDS ?? 90) * 1000;

type Kind = keyof typeof TARGETS;
type Counts = Partial<Record<'queuing' | 'processing' | 'ok' | 'no', number>>;

interface Run {
  kind: Kind;
  count: number;
  done: number;
  failed: number;
  createSeconds: number;
  totalSeconds: number;
  timedOut: boolean;
}

async function runTasks(kind: Kind, count: number, databaseUrl?: string): Promise<Run> {
  const server = await startBenchServer('tasks', { BENCH_DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'warn' });
  const base = `http://127.0.0.1:${server.port}`;
  const headers = { authorization: `Bearer ${server.info}`, 'content-type': 'application/json' };
  const counts = async () => (await (await fetch(`${base}/__bench/tasks`)).json()) as Counts;
  const terminal = (c: Counts) => (c.ok ?? 0) + (c.no ?? 0);
  const create = async (label: string) => {
    const answer = (await (
      await fetch(`${base}/v1/PPTDocmee/generatePptx`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ subject: label }),
      })
    ).json()) as { code: number; msg: string };
    if (answer.code !== 0) throw new Error(`create failed: ${answer.code} ${answer.msg}`);
  };
  const createAll = async (n: number, prefix: string) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(CREATE_CONCURRENCY, n) }, async () => {
        while (next < n) await create(`${prefix} ${next++}`);
      }),
    );
  };
  const waitTerminal = async (expected: number, deadline: number) => {
    for (;;) {
      const current = await counts();
      if (terminal(current) >= expected || Date.now() > deadline) return current;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  try {
    // Warm-up: JIT, connection pools and the queue's first fetches, outside the measurement.
    const warmUp = 20;
    await createAll(warmUp, 'warm-up');
    const warmed = await waitTerminal(warmUp, Date.now() + 120_000);
    if (terminal(warmed) < warmUp) throw new Error(`warm-up tasks did not finish: ${JSON.stringify(warmed)}`);

    const started = performance.now();
    await createAll(count, 'bench');
    const createSeconds = (performance.now() - started) / 1000;
    const final = await waitTerminal(warmUp + count, Date.now() + TIMEOUT_MS);
    const totalSeconds = (performance.now() - started) / 1000;
    const done = terminal(final) - warmUp;
    return {
      kind,
      count,
      done,
      failed: (final.no ?? 0) - (warmed.no ?? 0),
      createSeconds,
      totalSeconds,
      timedOut: done < count,
    };
  } finally {
    await server.stop();
  }
}

export async function benchTasks(count = Number(process.argv[2] ?? 1000)) {
  const runs: Run[] = [await runTasks('PGlite', count)];
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    // A scratch database: the run must not start with another run's rows.
    const scratch = await scratchDatabase(adminUrl, 'atelier_bench');
    try {
      runs.push(await runTasks('PostgreSQL', count, scratch.url));
    } finally {
      await scratch.drop();
    }
  }
  const concurrency = process.env.WORKER_CONCURRENCY ?? '2 (default)';
  printTable(
    `${count} no-op tasks, create → ok, worker concurrency ${concurrency}, ${CREATE_CONCURRENCY} concurrent creators`,
    runs.map((run) => ({
      database: run.kind,
      'tasks ok': run.done - run.failed,
      'tasks failed': run.failed,
      'creates/s': Math.round(run.count / run.createSeconds),
      'seconds to last ok': run.totalSeconds.toFixed(1),
      'tasks/s': (run.done / run.totalSeconds).toFixed(1),
      ...(run.timedOut ? { note: `timed out after ${TIMEOUT_MS / 1000} s` } : {}),
    })),
  );
  const figures: BenchFigure[] = runs.map((run) => ({
    bench: 'tasks',
    metric: `${count} no-op tasks create → ok on ${run.kind}`,
    value: run.failed > 0 ? 0 : run.done / run.totalSeconds,
    unit: 'tasks/s',
    target: { op: '>=' as const, limit: TARGETS[run.kind] },
    note: [
      `worker concurrency ${concurrency}`,
      `creates ${Math.round(run.count / run.createSeconds)}/s`,
      run.timedOut ? `only ${run.done} done in ${TIMEOUT_MS / 1000} s` : '',
      run.failed > 0 ? `${run.failed} failed` : '',
    ]
      .filter(Boolean)
      .join('; '),
  }));
  if (!adminUrl) {
    figures.push({
      bench: 'tasks',
      metric: `${count} no-op tasks create → ok on PostgreSQL`,
      value: NaN,
      unit: 'tasks/s',
      note: 'not run: set BENCH_DATABASE_URL or TEST_DATABASE_URL',
    });
  }
  return reportResults(figures);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchTasks();
  process.exitCode = results.every((result) => result.met !== false) ? 0 : 1;
}
