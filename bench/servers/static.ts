/**
 * The marketing pages' baseline: the same HTML bytes as files under STATIC_ROOT, served by @hono/node-server's
 * serveStatic and nothing else. Prints `READY <port>`.
 */
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

const root = process.env.STATIC_ROOT;
if (!root) throw new Error('STATIC_ROOT is required');
const app = new Hono().use('*', serveStatic({ root }));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`READY ${info.port}`));
