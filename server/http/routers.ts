/**
 * The feature routers, in mount order. A feature adds one line here.
 * Each router declares its own full paths (the spec's paths are not under one prefix).
 */
import type { Hono } from 'hono';
import type { AppEnv } from './context';
import { adminRouter } from './admin/router';
import { apiKeysRouter } from './api-keys/router';
import { billingRouter } from './billing/router';
import { contactRouter } from './contact/router';
import { creditsRouter } from './credits/router';
import { filesRouter } from './files/router';
import { generationRouter } from './generation/router';
import { healthRouter } from './health/router';
import { libraryRouter } from './library/router';
import { notificationsRouter } from './notifications/router';
import { paymentRouter } from './payment/router';
import { recentTasksRouter } from './recent-tasks/router';
import { userRouter } from './user/router';
import { watermarkPreviewRouter } from './watermark-preview/router';
import { contentRouter } from './content/router';
import { openApiRouter } from './openapi/router';

export const featureRouters: ReadonlyArray<Hono<AppEnv>> = [
  healthRouter,
  userRouter,
  filesRouter,
  paymentRouter,
  billingRouter,
  creditsRouter,
  apiKeysRouter,
  notificationsRouter,
  generationRouter,
  recentTasksRouter,
  watermarkPreviewRouter,
  contactRouter,
  contentRouter,
  libraryRouter,
  adminRouter,
  openApiRouter,
];
