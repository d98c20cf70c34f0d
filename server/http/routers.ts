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
