/**
 * GET /user/info signed in (bearer session lookup + balance query) vs a bare Hono JSON route, same run,
 * 50 connections each. Prints req/s and p99 and their ratios. `npx tsx bench/user-info.ts [seconds]`
 */
import { measure, printTable, startBenchServer } from './lib/http';
import { reportResults } from './lib/report';

export async function benchUserInfo(seconds = Number(process.argv[2] ?? 10)) {
  const bare = await startBenchServer('bare');
  const atelier = await startBenchServer('atelier');
  try {
    // Warm both up so JIT and connection pools are steady before measuring.
    await measure(`http://127.0.0.1:${bare.port}/bare`, { durationSeconds: 2 });
    await measure(`http://127.0.0.1:${atelier.port}/user/info`, {
      durationSeconds: 2,
      headers: { authorization: `Bearer ${atelier.info}` },
    });
    const baseline = await measure(`http://127.0.0.1:${bare.port}/bare`, { durationSeconds: seconds });
    const userInfo = await measure(`http://127.0.0.1:${atelier.port}/user/info`, {
      durationSeconds: seconds,
      headers: { authorization: `Bearer ${atelier.info}` },
    });
    if (userInfo.non2xx > 0) throw new Error(`/user/info answered ${userInfo.non2xx} non-2xx responses`);
    const rows = [
      {
        route: 'bare Hono JSON',
        'req/s': baseline.requestsPerSecond,
        'p50 ms': baseline.p50Ms,
        'p99 ms': baseline.p99Ms,
      },
      {
        route: 'GET /user/info (signed in)',
        'req/s': userInfo.requestsPerSecond,
        'p50 ms': userInfo.p50Ms,
        'p99 ms': userInfo.p99Ms,
      },
    ];
    printTable(`GET /user/info vs bare Hono — 50 connections, ${seconds} s each`, rows);
    const ratio = userInfo.requestsPerSecond / baseline.requestsPerSecond;
    console.log(
      `throughput ratio /user/info ÷ bare = ${ratio.toFixed(3)}; p99 ratio = ${(userInfo.p99Ms / Math.max(baseline.p99Ms, 1)).toFixed(1)}×`,
    );
    reportResults([
      {
        bench: 'user-info',
        metric: 'GET /user/info req/s ÷ bare Hono JSON',
        value: ratio,
        unit: '×',
        note: `${userInfo.requestsPerSecond} vs ${baseline.requestsPerSecond} req/s, p99 ${userInfo.p99Ms} ms`,
      },
    ]);
    return { baseline, userInfo, ratio };
  } finally {
    await Promise.all([bare.stop(), atelier.stop()]);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchUserInfo();
