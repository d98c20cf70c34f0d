/**
 * The feature routers, in mount order. A feature adds one line here.
 * Each router declares its own full paths (the spec's paths are not under one prefix).
 */
import type { Hono } from 'hono';
import type { AppEnv } from './context';
import { adminRouter } from './admin/router';
import { contactRouter } from './contact/router';
import { filesRouter } from './files/router';
import { generationRouter } from './generation/router';
import { healthRouter } from './health/router';
import { libraryRouter } from './library/router';
import { paymentRouter } from './payment/router';
import { userRouter } from './user/router';
import { contentRouter } from './content/router';
import { openApiRouter } from './openapi/router';

export const featureRouters: ReadonlyArray<Hono<AppEnv>> = [
  healthRouter,
  userRouter,
  filesRouter,
  paymentRouter,
  generationRouter,
  contactRouter,
  contentRouter,
  libraryRouter,
  adminRouter,
  openApiRouter,
];

/** Path prefixes that are API (JSON envelope, never an HTML page) rather than web pages. */
export const API_PREFIXES = ['/api/', '/v1/', '/user/', '/goapi/', '/content/'] as const;

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/healthz' || path === '/readyz';
}
