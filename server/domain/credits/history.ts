/**
 * The user's credit history: every ledger entry with the balance after it and what it was for. Holds are shown as
 * spends (a later 'settle' moves nothing, so it is not listed) and their refunds as refunds, each linked to the task
 * it paid for through the reservation (tasks keep their reservation id; chat and translate keep theirs in the key).
 */
import { sql } from 'drizzle-orm';
import type { CreditHistoryEntry, CreditHistoryKind, CreditHistoryQuery } from '#contract/credits';
import type { Paged } from '#contract/envelope';
import { queryRows } from '#server/db/client';
import type { Services } from '#server/services';
import { CREATION_TOOL_LABELS } from '#contract/recent-tasks';

interface HistoryRow {
  id: number | string;
  amount: number;
  kind: 'grant' | 'purchase' | 'reserve' | 'refund' | 'adjust';
  reference: string | null;
  balance_after: number | string;
  created_at: Date | string;
  reservation_key: string | null;
  ai_task_id: string | null;
  ai_tool: string | null;
  media_task_id: string | null;
  media_title: string | null;
  total: number | string;
}

const LEDGER_KINDS: Record<CreditHistoryKind, readonly string[]> = {
  grant: ['grant'],
  purchase: ['purchase'],
  spend: ['reserve'],
  refund: ['refund'],
  adjust: ['adjust'],
};

/** The tools by the names the creations page gives them (the history's lines carry them; the interface translates). */
const TOOL_NAMES: Readonly<Record<string, string>> = CREATION_TOOL_LABELS;

/** The page of entries, newest first; `total` counts every entry of the chosen kind. */
export async function listCreditHistory(
  services: Services,
  userId: string,
  query: CreditHistoryQuery,
): Promise<Paged<CreditHistoryEntry>> {
  const rows = await historyRows(services, userId, query.kind, query.pageSize, (query.current - 1) * query.pageSize);
  return {
    data: rows.map(toEntry),
    total: Number(rows[0]?.total ?? (await countEntries(services, userId, query.kind))),
  };
}

/** Every entry (oldest first, as a statement reads), for the CSV export; capped so one request stays bounded. */
export const CSV_ENTRY_LIMIT = 50_000;

export async function creditHistoryCsv(
  services: Services,
  userId: string,
  kind: CreditHistoryKind | undefined,
): Promise<string> {
  const rows = (await historyRows(services, userId, kind, CSV_ENTRY_LIMIT, 0)).map(toEntry).reverse();
  const lines = [['date', 'type', 'description', 'amount', 'balance_after', 'task_id'].join(',')];
  for (const entry of rows)
    lines.push(
      [
        new Date(entry.created_at * 1000).toISOString(),
        entry.kind,
        entry.description,
        String(entry.amount),
        String(entry.balance_after),
        entry.task?.id ?? '',
      ]
        .map(csvField)
        .join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}

/** RFC 4180 quoting, and a leading quote for text a spreadsheet would run as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

async function countEntries(services: Services, userId: string, kind: CreditHistoryKind | undefined) {
  const [row] = await queryRows<{ total: number | string }>(
    services.db,
    sql`SELECT count(*) AS total FROM credit_entries WHERE user_id = ${userId} AND kind <> 'settle' ${kindFilter(kind)}`,
  );
  return Number(row?.total ?? 0);
}

function kindFilter(kind: CreditHistoryKind | undefined) {
  if (!kind) return sql``;
  const kinds = LEDGER_KINDS[kind];
  return sql`AND kind IN (${sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )})`;
}

function historyRows(
  services: Services,
  userId: string,
  kind: CreditHistoryKind | undefined,
  limit: number,
  offset: number,
): Promise<HistoryRow[]> {
  // The running balance is computed over every entry before the kind filter: the sum of the ledger up to an entry
  // is the balance right after it (the ledger and the balance move together, in one statement).
  return queryRows<HistoryRow>(
    services.db,
    sql`
    WITH ledger AS (
      SELECT id, amount, kind, reference, idempotency_key, created_at,
             sum(amount) OVER (ORDER BY id) AS balance_after
      FROM credit_entries WHERE user_id = ${userId}
    ), listed AS (
      SELECT *, count(*) OVER () AS total FROM ledger WHERE kind <> 'settle' ${kindFilter(kind)}
      ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}
    )
    SELECT listed.id, listed.amount, listed.kind, listed.reference, listed.balance_after, listed.created_at,
           listed.total, r.idempotency_key AS reservation_key,
           a.id AS ai_task_id, a.tool AS ai_tool, m.id AS media_task_id, m.title AS media_title
    FROM listed
    LEFT JOIN credit_reservations r
      ON listed.kind IN ('reserve', 'refund') AND r.id::text = split_part(listed.idempotency_key, ':', 2)
      AND r.user_id = ${userId}
    LEFT JOIN ai_tasks a ON a.reservation_id = r.id AND a.user_id = ${userId}
    LEFT JOIN media_tasks m ON m.reservation_id = r.id AND m.user_id = ${userId}
    ORDER BY listed.id DESC`,
  );
}

function toEntry(row: HistoryRow): CreditHistoryEntry {
  const task = row.ai_task_id
    ? { id: row.ai_task_id, area: 'generation' as const, tool: row.ai_tool ?? '' }
    : row.media_task_id
      ? { id: row.media_task_id, area: 'library' as const, tool: 'media-import' }
      : null;
  return {
    id: Number(row.id),
    kind: row.kind === 'reserve' ? 'spend' : row.kind,
    amount: row.amount,
    balance_after: Number(row.balance_after),
    created_at: Math.floor(new Date(row.created_at).getTime() / 1000),
    description: describe(row),
    task,
  };
}

function describe(row: HistoryRow): string {
  switch (row.kind) {
    case 'grant':
      return row.reference === 'signup' ? 'Sign-up bonus' : 'Credits granted';
    case 'purchase':
      return row.reference ? `Order ${row.reference}` : 'Purchase';
    case 'adjust':
      // The admin console stores "admin <email>: <reason>"; the user reads the reason, not who typed it.
      return `Adjustment: ${row.reference?.replace(/^admin [^:]*:\s*/, '') || 'by support'}`;
    case 'reserve':
    case 'refund': {
      const what = spentOn(row);
      return row.kind === 'refund' ? `Refund: ${what}` : what;
    }
  }
}

function spentOn(row: HistoryRow): string {
  if (row.ai_tool) return TOOL_NAMES[row.ai_tool] ?? row.ai_tool;
  if (row.media_task_id) return `Video import: ${row.media_title ?? 'Untitled Task'}`;
  const key = row.reservation_key ?? '';
  if (key.startsWith('media-chat:')) return 'Transcript question';
  if (key.startsWith('media-translate:')) return 'Transcript translation';
  if (key.startsWith('admin-retry:')) return 'Task retried by support';
  return 'Credits used';
}
