/**
 * Per-day figures for the admin charts, in UTC days: sign-ups (the auth user table), revenue (paid orders, by
 * the day they were paid) and generations (ai_tasks created). Days without activity are zeros, so a chart
 * always has one bar per day.
 */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { AdminDailyStat, AdminStats } from '#contract/admin';
import { aiTasks, mediaTasks, orders, user } from '#server/db/schema';
import type { Services } from '#server/services';

const STATS_DAYS = 30;
const DAY_MS = 86_400_000;

/** The UTC days ending today, oldest first, as YYYY-MM-DD. */
function statDays(days: number, now: Date = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

export async function dailyStats(
  services: Services,
  days: number = STATS_DAYS,
  now: Date = new Date(),
): Promise<AdminStats> {
  const { db } = services;
  const labels = statDays(days, now);
  const since = new Date(`${labels[0]}T00:00:00.000Z`);
  const dayOf = (column: typeof user.createdAt | typeof orders.paidAt | typeof aiTasks.createdAt) =>
    sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [
    signups,
    revenue,
    generations,
    [userTotal],
    [revenueTotal],
    [generationTotal],
    [failedGenerations],
    [failedLibrary],
  ] = await Promise.all([
    db
      .select({ day: dayOf(user.createdAt), value: count() })
      .from(user)
      .where(gte(user.createdAt, since))
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(orders.paidAt), value: sql<string>`coalesce(sum(${orders.amountCents}), 0)` })
      .from(orders)
      .where(and(eq(orders.status, 'paid'), gte(orders.paidAt, since)))
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(aiTasks.createdAt), value: count() })
      .from(aiTasks)
      .where(gte(aiTasks.createdAt, since))
      .groupBy(sql`1`),
    db.select({ value: count() }).from(user),
    db
      .select({ value: sql<string>`coalesce(sum(${orders.amountCents}), 0)` })
      .from(orders)
      .where(eq(orders.status, 'paid')),
    db.select({ value: count() }).from(aiTasks),
    db.select({ value: count() }).from(aiTasks).where(eq(aiTasks.status, 'no')),
    db.select({ value: count() }).from(mediaTasks).where(eq(mediaTasks.status, 'no')),
  ]);
  const byDay = (rows: Array<{ day: string; value: number | string }>) =>
    new Map(rows.map((row) => [row.day, Number(row.value)]));
  const signupsByDay = byDay(signups);
  const revenueByDay = byDay(revenue);
  const generationsByDay = byDay(generations);
  const series: AdminDailyStat[] = labels.map((day) => ({
    day,
    signups: signupsByDay.get(day) ?? 0,
    revenue_cents: revenueByDay.get(day) ?? 0,
    generations: generationsByDay.get(day) ?? 0,
  }));
  return {
    days: series,
    totals: {
      users: userTotal?.value ?? 0,
      revenue_cents: Number(revenueTotal?.value ?? 0),
      generations: generationTotal?.value ?? 0,
      failed_tasks: (failedGenerations?.value ?? 0) + (failedLibrary?.value ?? 0),
    },
  };
}
