/** The baseline: a bare Hono JSON route on @hono/node-server, nothing else. */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/bare', (c) => c.json({ code: 0, msg: 'success', data: { ok: true } }));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`READY ${info.port}`));
