import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ACTIVE_API_KEYS, type ApiKeyView, type CreatedApiKey } from '#contract/api-keys';
import { apiKeys } from '#server/db/schema';
import { createTestAtelier, type TestAtelier, type TestUser } from '#tests/helpers/test-app';

describe('API keys (issue #21 item 5)', () => {
  let atelier: TestAtelier;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    atelier = await createTestAtelier();
    owner = await atelier.signUp({ email: 'keys-owner@example.com' });
    stranger = await atelier.signUp({ email: 'keys-stranger@example.com' });
  });
  afterAll(async () => {
    await atelier?.close();
  });

  const withKey = (key: string, path: string, init: RequestInit = {}) =>
    atelier.request(path, { ...init, headers: { 'x-api-key': key, ...(init.headers as Record<string, string>) } });

  it('a created key is shown once, stored only as a hash, and acts as its owner', async () => {
    const created = await owner.json<CreatedApiKey>('/v1/api-keys', { json: { name: 'CI uploader' } });
    expect(created.status).toBe(200);
    const { key, prefix, name } = created.body.data;
    expect(key).toMatch(/^atl_[\w-]{43}$/);
    expect(key.startsWith(prefix)).toBe(true);
    expect(name).toBe('CI uploader');

    const [stored] = await atelier.services.db.select().from(apiKeys).where(eq(apiKeys.userId, owner.id));
    expect(JSON.stringify(stored)).not.toContain(key.slice(prefix.length));

    const info = await withKey(key, '/user/info');
    expect(info.status).toBe(200);
    expect(((await info.json()) as { data: { email: string } }).data.email).toBe(owner.email);

    const listed = await owner.json<ApiKeyView[]>('/v1/api-keys');
    expect(listed.body.data.map((view) => [view.name, view.prefix])).toEqual([['CI uploader', prefix]]);
    expect(JSON.stringify(listed.body.data)).not.toContain(key);
    expect(listed.body.data[0]?.last_used_at).not.toBeNull();
  });

  it('a revoked, unknown or malformed key opens nothing', async () => {
    const { key, id } = (await owner.json<CreatedApiKey>('/v1/api-keys', { json: { name: 'short-lived' } })).body.data;
    expect((await withKey(key, '/user/info')).status).toBe(200);
    expect((await owner.json(`/v1/api-keys/${id}/revoke`, { json: {} })).status).toBe(200);
    expect((await withKey(key, '/user/info')).status).toBe(401);
    expect((await withKey(`${key.slice(0, -1)}x`, '/user/info')).status).toBe(401);
    expect((await withKey('not-a-key', '/user/info')).status).toBe(401);
  });

  it('an API key cannot create or revoke keys, and nobody revokes another user’s key', async () => {
    const { key, id } = (await owner.json<CreatedApiKey>('/v1/api-keys', { json: { name: 'mine' } })).body.data;
    const mint = await withKey(key, '/v1/api-keys', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'entrenched' }),
    });
    expect(mint.status).toBe(403);
    expect((await stranger.json(`/v1/api-keys/${id}/revoke`, { json: {} })).status).toBe(404);
    expect((await withKey(key, '/user/info')).status).toBe(200);
  });

  it(`refuses an empty name and more than ${MAX_ACTIVE_API_KEYS} active keys`, async () => {
    expect((await stranger.json('/v1/api-keys', { json: { name: '  ' } })).status).toBe(400);
    for (let i = 0; i < MAX_ACTIVE_API_KEYS; i++)
      expect((await stranger.json('/v1/api-keys', { json: { name: `key ${i}` } })).status).toBe(200);
    const over = await stranger.json('/v1/api-keys', { json: { name: 'one too many' } });
    expect(over.status).toBe(400);
    expect(over.body.msg).toContain('Revoke one');
  });
});
