/** The built client: hashed assets cached for good, the rest for an hour (prerendered pages are answered earlier). */
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context';

/** Hashed assets with an immutable cache, the rest of build/client for an hour (prerendered pages: see above). */
export function mountClient(app: Hono<AppEnv>, clientDir: string): void {
  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use(
    '*',
    serveStatic({
      root: clientDir,
      onFound: (filePath, c) => {
        if (!filePath.endsWith('.html')) c.header('cache-control', 'public, max-age=3600');
      },
    }),
  );
}
