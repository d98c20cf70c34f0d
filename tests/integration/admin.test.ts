/**
 * The admin console's API: access (anonymous 401, non-admin 403), credit adjustments through the ledger with
 * an audit row, blog drafts and publishing, retry of failed generation and library tasks, per-day charts.
 * Runs on PGlite, and on PostgreSQL with ATELIER_TEST_DB=postgres.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type {
  AdminBlogPost,
  AdminStats,
  AdminTaskRow,
  AdminUserDetail,
  AdminUserRow,
  CreditAdjustmentResult,
} from '#contract/admin';
import type { Paged } from '#contract/envelope';
import type { TaskRecord } from '#contract/generation';
import type { BlogPostSummary } from '#contract/marketing';
import { adminAuditLog, aiTasks, blogPosts, contactMessages, creditEntries, orders } from '#server/db/schema';
import { readBlogSeed, seedBlog, seedBlogPosts } from '#server/domain/blog/blog';
import { generationTools } from '#server/domain/generation/registry';
import { createGenerationTask } from '#server/domain/generation/tasks';
import { defineTool } from '#server/domain/generation/tools';
import { ToolError } from '#server/providers/errors';
import { createTestAtelier, waitFor, type TestAtelier, type TestUser } from '../helpers/test-app';
import { readTask, SPEECH_MP4 } from './library-helpers';

/** Fails its first run for each text, succeeds on the next: a failure that a retry fixes. */
const runsByText = new Map<string, number>();
generationTools.push(
  defineTool({
    name: 'test-admin-flaky',
    input: z.object({ text: z.string().min(1) }),
    cost: () => 7,
    async run(input) {
      const runs = (runsByText.get(input.text) ?? 0) + 1;
      runsByText.set(input.text, runs);
      if (runs === 1) throw new ToolError('The vendor was out to lunch.');
      return { content: { echoed: input.text, run: runs } };
    },
  }),
);

/** Serves text (not media) for the first request and the speech MP4 afterwards. */
async function startFlakyMediaServer(): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const mp4 = fs.readFileSync(SPEECH_MP4);
  const server = http.createServer((_request, response) => {
    hits++;
    if (hits === 1) {
      response.writeHead(200, { 'content-type': 'video/mp4' });
      response.end('this is not a video at all');
      return;
    }
    response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(mp4.length) });
    response.end(mp4);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/lesson.mp4`,
    hits: () => hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('admin console API', () => {
  let atelier: TestAtelier;
  let admin: TestUser;
  let member: TestUser;
  const adminEmail = `boss-${Date.now()}@example.com`;

  beforeAll(async () => {
    atelier = await createTestAtelier({
      runWorker: true,
      // Listed in another case, with spaces: the check is case-insensitive and trims.
      env: {
        ADMIN_EMAILS: ` someone@else.test , ${adminEmail.toUpperCase()} `,
        FETCH_ALLOWLIST: '127.0.0.1',
        COST_MEDIA_IMPORT: '5',
      },
    });
    admin = await atelier.signUp({ email: adminEmail, name: 'Boss' });
    member = await atelier.signUp({ name: 'Mia Member' });
  });
  afterAll(() => atelier.close());

  const adminRoutes: Array<[string, string]> = [
    ['GET', '/api/admin/me'],
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/users?q=a'],
    ['GET', '/api/admin/users/someone'],
    ['POST', '/api/admin/users/someone/credits'],
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/payment-events'],
    ['GET', '/api/admin/tasks/generation'],
    ['GET', '/api/admin/tasks/library'],
    ['POST', '/api/admin/tasks/generation/x/retry'],
    ['POST', '/api/admin/tasks/library/x/retry'],
    ['GET', '/api/admin/blog'],
    ['POST', '/api/admin/blog'],
    ['POST', '/api/admin/markdown-preview'],
    ['GET', '/api/admin/blog/1'],
    ['POST', '/api/admin/blog/1'],
    ['POST', '/api/admin/blog/1/publish'],
    ['GET', '/api/admin/contact'],
    ['GET', '/api/admin/audit'],
  ];

  it('answers 401 with the envelope to anonymous callers on every admin route', async () => {
    for (const [method, path] of adminRoutes) {
      const response = await atelier.request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toMatchObject({ code: -401, data: null });
    }
  });

  it('answers 403 to signed-in users who are not admins, and changes nothing', async () => {
    for (const [method, path] of adminRoutes) {
      const response = await member.request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toMatchObject({ code: -403, msg: 'This area is for Atelier administrators.' });
    }
    const sneaky = await member.json(`/api/admin/users/${member.id}/credits`, {
      json: { amount: 500, reason: 'free money', idempotencyKey: 'sneaky-key-1' },
    });
    expect(sneaky.status).toBe(403);
    expect(await atelier.services.credits.balance(member.id)).toBe(100);
  });

  it('lets a listed admin in, whatever the case of the email', async () => {
    const { status, body } = await admin.json<{ email: string; is_admin: boolean }>('/api/admin/me');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, data: { email: adminEmail, is_admin: true } });
  });

  it('searches users by email or name, with balances and paging', async () => {
    const { body } = await admin.json<Paged<AdminUserRow>>(`/api/admin/users?q=${encodeURIComponent('mia mem')}`);
    expect(body.code).toBe(0);
    expect(body.data.total).toBe(1);
    expect(body.data.data[0]).toMatchObject({ id: member.id, email: member.email, balance: 100, is_admin: false });
    const page = await admin.json<Paged<AdminUserRow>>('/api/admin/users?pageSize=1&current=2');
    expect(page.body.data.data).toHaveLength(1);
    expect(page.body.data.total).toBeGreaterThanOrEqual(2);
    const wildcard = await admin.json<Paged<AdminUserRow>>('/api/admin/users?q=%25');
    expect(wildcard.body.data.total).toBe(0); // a literal %, not a wildcard
  });

  it('adjusts credits with a reason: one ledger entry, one audit row, balance = ledger sum, replay-safe', async () => {
    const grant = { amount: 250, reason: 'Goodwill for the outage', idempotencyKey: 'adjust-grant-0001' };
    const first = await admin.json<CreditAdjustmentResult>(`/api/admin/users/${member.id}/credits`, { json: grant });
    expect(first.body).toMatchObject({ code: 0, data: { applied: 250, balance: 350, ledger_sum: 350 } });
    const replay = await admin.json<CreditAdjustmentResult>(`/api/admin/users/${member.id}/credits`, { json: grant });
    expect(replay.body.data).toMatchObject({ applied: 250, balance: 350 });

    const takeBack = await admin.json<CreditAdjustmentResult>(`/api/admin/users/${member.id}/credits`, {
      json: { amount: -1000, reason: 'Chargeback', idempotencyKey: 'adjust-debit-0001' },
    });
    // A take-back stops at zero.
    expect(takeBack.body.data).toMatchObject({ applied: -350, balance: 0, ledger_sum: 0 });

    const entries = await atelier.services.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.userId, member.id), eq(creditEntries.kind, 'adjust')));
    expect(entries.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([-350, 250]);
    expect(entries.find((entry) => entry.amount === 250)?.reference).toBe(
      `admin ${adminEmail}: Goodwill for the outage`,
    );

    const audit = await atelier.services.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'credits.adjust'), eq(adminAuditLog.targetId, member.id)));
    expect(audit).toHaveLength(2);
    expect(audit.find((row) => row.details.requested === 250)).toMatchObject({
      adminUserId: admin.id,
      adminEmail,
      targetType: 'user',
      details: { applied: 250, reason: 'Goodwill for the outage' },
    });
    expect(await atelier.services.credits.balance(member.id)).toBe(await atelier.services.credits.ledgerSum(member.id));

    const detail = await admin.json<AdminUserDetail>(`/api/admin/users/${member.id}`);
    expect(detail.body.data).toMatchObject({ balance: 0, ledger_sum: 0 });
    expect(detail.body.data.entries[0]).toMatchObject({
      amount: -350,
      kind: 'adjust',
      reference: `admin ${adminEmail}: Chargeback`,
    });

    // Restore some credits for the retry tests below.
    await admin.json(`/api/admin/users/${member.id}/credits`, {
      json: { amount: 100, reason: 'Back to the sign-up grant', idempotencyKey: 'adjust-grant-0002' },
    });
  });

  it('rejects adjustments without a reason or with a zero amount (code -1), and unknown users (404)', async () => {
    const noReason = await admin.json(`/api/admin/users/${member.id}/credits`, {
      json: { amount: 5, reason: ' ', idempotencyKey: 'adjust-bad-0001' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ code: -1, data: { field: 'reason' } });
    const zero = await admin.json(`/api/admin/users/${member.id}/credits`, {
      json: { amount: 0, reason: 'nothing', idempotencyKey: 'adjust-bad-0002' },
    });
    expect(zero.body).toMatchObject({ code: -1, data: { field: 'amount' } });
    const unknown = await admin.json('/api/admin/users/nobody/credits', {
      json: { amount: 5, reason: 'who?', idempotencyKey: 'adjust-bad-0003' },
    });
    expect(unknown.status).toBe(404);
    // NUL cannot be stored in PostgreSQL text: refused at the edge (400/404), never a 500 from the database.
    const nulReason = await admin.json(`/api/admin/users/${member.id}/credits`, {
      json: { amount: 5, reason: 'bad\u0000reason', idempotencyKey: 'adjust-bad-0004' },
    });
    expect(nulReason.status).toBe(400);
    expect((await admin.json('/api/admin/users?q=%00')).status).toBe(400);
    expect((await admin.json('/api/admin/users/a%00b')).status).toBe(404);
    expect((await admin.json('/api/admin/tasks/generation/a%00b/retry', { method: 'POST' })).status).toBe(404);
    expect((await admin.json('/api/admin/markdown-preview', { json: { markdown: 'a\u0000b' } })).status).toBe(400);
  });

  it('creates a post as a draft (not public), previews Markdown safely, publishes it (public, in the sitemap), edits it', async () => {
    const input = {
      title: 'Lighting a portrait at home',
      custom_url: 'lighting-a-portrait-at-home',
      intro: 'Window light, a white sheet and a phone.',
      body: '## Set up\n\nFace the **window**.\n\n<script>alert(1)</script>',
      tags: ['Headshots'],
    };
    const created = await admin.json<AdminBlogPost>('/api/admin/blog', { json: input });
    expect(created.body).toMatchObject({ code: 0, data: { published: false, custom_url: input.custom_url } });
    const id = created.body.data.id;

    const publicList = async () => {
      const response = await atelier.request('/content/blog/list?current=1&pageSize=50&site_id=31');
      return ((await response.json()) as { data: Paged<BlogPostSummary> }).data.data.map((post) => post.custom_url);
    };
    const sitemap = async () => (await atelier.request('/sitemap.xml')).text();
    expect(await publicList()).not.toContain(input.custom_url);
    expect(await sitemap()).not.toContain(input.custom_url);

    const duplicate = await admin.json('/api/admin/blog', { json: input });
    expect(duplicate.status).toBe(409);

    const preview = await admin.json<{ html: string }>('/api/admin/markdown-preview', {
      json: { markdown: input.body },
    });
    expect(preview.body.data.html).toContain('<h2>Set up</h2>');
    expect(preview.body.data.html).toContain('<strong>window</strong>');
    expect(preview.body.data.html).not.toContain('<script');

    const published = await admin.json<AdminBlogPost>(`/api/admin/blog/${id}/publish`, { json: { published: true } });
    expect(published.body.data.published).toBe(true);
    expect(await publicList()).toContain(input.custom_url);
    expect(await sitemap()).toContain(`/blog/${input.custom_url}`);

    const edited = await admin.json<AdminBlogPost>(`/api/admin/blog/${id}`, {
      json: { ...input, title: 'Lighting a portrait with a window' },
    });
    expect(edited.body.data).toMatchObject({ title: 'Lighting a portrait with a window', published: true });

    const unpublished = await admin.json<AdminBlogPost>(`/api/admin/blog/${id}/publish`, {
      json: { published: false },
    });
    expect(unpublished.body.data.published).toBe(false);
    expect(await publicList()).not.toContain(input.custom_url);

    const drafts = await admin.json<Paged<AdminBlogPost>>('/api/admin/blog?q=window');
    expect(drafts.body.data.data.map((post) => post.id)).toContain(id);

    const actions = await atelier.services.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(id)));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'blog.create',
      'blog.publish',
      'blog.unpublish',
      'blog.update',
    ]);
  });

  it('keeps an admin’s edit of a seeded post when the boot-time seed runs again', async () => {
    const [seeded] = readBlogSeed();
    expect(seeded).toBeDefined();
    await seedBlog(atelier.services);
    const listed = await admin.json<Paged<AdminBlogPost>>(
      `/api/admin/blog?q=${encodeURIComponent(seeded!.custom_url)}`,
    );
    const post = listed.body.data.data.find((row) => row.custom_url === seeded!.custom_url)!;
    await admin.json(`/api/admin/blog/${post.id}/publish`, { json: { published: false } });
    await seedBlogPosts(atelier.services.db, readBlogSeed());
    const [row] = await atelier.services.db
      .select({ published: blogPosts.published })
      .from(blogPosts)
      .where(eq(blogPosts.id, post.id));
    expect(row?.published).toBe(false);
    await admin.json(`/api/admin/blog/${post.id}/publish`, { json: { published: true } });
  });

  it('retries a failed generation task: charged again, re-run through the job, ok; only failed tasks', async () => {
    const before = await atelier.services.credits.balance(member.id);
    const taskId = await createGenerationTask(atelier.services, member, 'test-admin-flaky', { text: 'again' });
    const terminal = async (id: string) =>
      waitFor(async () => {
        const { body } = await member.json<TaskRecord>(`/v1/AiTaskRecord/${id}`);
        return body.data.status === 'ok' || body.data.status === 'no' ? body.data : null;
      });
    expect(await terminal(taskId)).toMatchObject({ status: 'no', msg: 'The vendor was out to lunch.' });
    expect(await atelier.services.credits.balance(member.id)).toBe(before);

    const failed = await admin.json<Paged<AdminTaskRow>>('/api/admin/tasks/generation?status=no');
    expect(failed.body.data.data.find((task) => task.id === taskId)).toMatchObject({
      status: 'no',
      error: 'The vendor was out to lunch.',
      user_email: member.email,
      cost: 7,
    });

    const retry = await admin.json<{ id: string; retried_from: string; charged: number }>(
      `/api/admin/tasks/generation/${taskId}/retry`,
      { method: 'POST' },
    );
    expect(retry.body).toMatchObject({ code: 0, data: { retried_from: taskId, charged: 7 } });
    const newTaskId = retry.body.data.id;
    expect(newTaskId).not.toBe(taskId);
    // Retrying the same failed task again returns the same new task, charged once.
    const again = await admin.json<{ id: string }>(`/api/admin/tasks/generation/${taskId}/retry`, { method: 'POST' });
    expect(again.body.data.id).toBe(newTaskId);

    expect(await terminal(newTaskId)).toMatchObject({ status: 'ok', content: { echoed: 'again', run: 2 } });
    expect(runsByText.get('again')).toBe(2);
    // The failed task stays as it was (its record is final), its credits refunded; the new run is paid once.
    expect(await terminal(taskId)).toMatchObject({ status: 'no' });
    expect(await atelier.services.credits.balance(member.id)).toBe(before - 7);
    expect(await atelier.services.credits.ledgerSum(member.id)).toBe(before - 7);

    const finished = await admin.json(`/api/admin/tasks/generation/${newTaskId}/retry`, { method: 'POST' });
    expect(finished.body).toMatchObject({ code: -409, msg: 'Only failed tasks can be retried.' });
    const audit = await atelier.services.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'task.retry'), eq(adminAuditLog.targetId, taskId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ newTaskId, previousError: 'The vendor was out to lunch.' });
  });

  it('refuses a retry the user cannot pay for, leaving the task failed', async () => {
    const poor = await atelier.signUp();
    const taskId = await createGenerationTask(atelier.services, poor, 'test-admin-flaky', { text: 'broke' });
    await waitFor(async () => {
      const [row] = await atelier.services.db
        .select({ status: aiTasks.status })
        .from(aiTasks)
        .where(eq(aiTasks.id, taskId));
      return row?.status === 'no';
    });
    await admin.json(`/api/admin/users/${poor.id}/credits`, {
      json: { amount: -98, reason: 'Test: almost empty', idempotencyKey: `poor-${poor.id}` },
    });
    const retry = await admin.json(`/api/admin/tasks/generation/${taskId}/retry`, { method: 'POST' });
    expect(retry.status).toBe(409);
    expect(retry.body.msg).toBe('The user needs 7 credits for a retry and has 2. Add credits first.');
    const [row] = await atelier.services.db
      .select({ status: aiTasks.status })
      .from(aiTasks)
      .where(eq(aiTasks.id, taskId));
    expect(row?.status).toBe('no');
    expect(await atelier.services.credits.balance(poor.id)).toBe(2);
  });

  it('retries a failed library import: the source is fetched again and processed', { timeout: 120_000 }, async () => {
    const media = await startFlakyMediaServer();
    try {
      const before = await atelier.services.credits.balance(member.id);
      const created = await member.json<{ task_id: string }>('/v1/ScreenApp/CreateTask', {
        json: { url: media.url, title: 'Flaky lesson' },
      });
      expect(created.body.code).toBe(0);
      const id = created.body.data.task_id;
      const terminal = () =>
        waitFor(
          async () => {
            const { body } = await readTask(member, id);
            return body.data.status === 'ok' || body.data.status === 'no' ? body.data : null;
          },
          90_000,
          250,
        );
      expect((await terminal()).status).toBe('no');
      expect(await atelier.services.credits.balance(member.id)).toBe(before);

      const listed = await admin.json<Paged<AdminTaskRow>>('/api/admin/tasks/library?q=flaky');
      expect(listed.body.data.data[0]).toMatchObject({ id, status: 'no', kind: 'library' });
      expect(listed.body.data.data[0]?.error).toBeTruthy();

      const retry = await admin.json(`/api/admin/tasks/library/${id}/retry`, { method: 'POST' });
      expect(retry.body).toMatchObject({ code: 0, data: { status: 'queuing', charged: 5 } });
      const done = await terminal();
      expect(done.status).toBe('ok');
      expect(media.hits()).toBe(2);
      expect(await atelier.services.credits.balance(member.id)).toBe(before - 5);
      expect(await atelier.services.credits.ledgerSum(member.id)).toBe(before - 5);
    } finally {
      await media.close();
    }
  });

  it('lists orders, payment events and contact messages with search', async () => {
    await atelier.services.db.insert(orders).values({
      orderNo: 'ADM-ORDER-0001',
      userId: member.id,
      productType: 'credits',
      serviceType: 'starter',
      period: 'monthly',
      quantity: 1,
      amountCents: 1900,
      credits: 500,
      provider: 'sandbox',
      status: 'paid',
      paidAt: new Date(),
    });
    await atelier.services.db
      .insert(contactMessages)
      .values({ name: 'Rita', email: 'rita@example.com', subject: 'Invoices', message: 'Where is my invoice?' });
    const found = await admin.json<Paged<{ order_no: string; user_email: string; amount_cents: number }>>(
      '/api/admin/orders?q=adm-order',
    );
    expect(found.body.data.data).toEqual([
      expect.objectContaining({ order_no: 'ADM-ORDER-0001', user_email: member.email, amount_cents: 1900 }),
    ]);
    const events = await admin.json<Paged<unknown>>('/api/admin/payment-events');
    expect(events.body.code).toBe(0);
    const messages = await admin.json<Paged<{ email: string }>>('/api/admin/contact?q=invoice');
    expect(messages.body.data.data.map((message) => message.email)).toEqual(['rita@example.com']);
  });

  it('aggregates sign-ups, revenue and generations per UTC day for the last 30 days', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { body } = await admin.json<AdminStats>('/api/admin/stats');
    expect(body.code).toBe(0);
    const { days, totals } = body.data;
    expect(days).toHaveLength(30);
    expect(days.at(-1)!.day >= today).toBe(true);
    // Summed over the window (not read off today's bar): a run that crosses midnight UTC stays green.
    const sum = (pick: (day: AdminStats['days'][number]) => number) =>
      days.reduce((total, day) => total + pick(day), 0);
    expect(sum((day) => day.signups)).toBe(3); // admin, member, the poor user
    expect(sum((day) => day.revenue_cents)).toBe(1900);
    expect(sum((day) => day.generations)).toBe(3); // the failed task, its retry, the poor user's task
    const consecutive = days.every(
      (day, i) => i === 0 || Date.parse(day.day) - Date.parse(days[i - 1]!.day) === 86_400_000,
    );
    expect(consecutive).toBe(true);
    expect(totals).toMatchObject({ users: 3, revenue_cents: 1900, generations: 3, failed_tasks: 2 });
  });

  it('shows the audit log, newest first', async () => {
    const { body } = await admin.json<Paged<{ action: string; admin_email: string }>>('/api/admin/audit?pageSize=100');
    expect(body.data.total).toBeGreaterThanOrEqual(9);
    expect(body.data.data.every((row) => row.admin_email === adminEmail)).toBe(true);
    expect(body.data.data.map((row) => row.action)).toContain('task.retry');
  });
});
