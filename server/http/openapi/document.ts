/**
 * Builds the OpenAPI 3.1 document from the capability declarations. Loaded lazily by the router on the first
 * request for the document, so the app's boot (and its hot paths) never pay for it.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import packageJson from '../../../package.json';
import { ResultCode } from '#contract/envelope';
import { declareAdminRoutes } from './admin';
import { declareApiKeyRoutes } from './api-keys';
import { declareAuthRoutes } from './auth';
import { declareBillingRoutes } from './billing';
import { declareContactRoutes } from './contact';
import { declareContentRoutes } from './content';
import { declareCreditsRoutes } from './credits';
import { createDeclarations } from './declare';
import { declareFilesRoutes } from './files';
import { declareGenerationRoutes } from './generation';
import { declareHealthRoutes } from './health';
import { declareLibraryRoutes } from './library';
import { declareNotificationRoutes } from './notifications';
import { declarePaymentRoutes } from './payment';
import { declareUserRoutes } from './user';
import { declareRecentTasksRoutes } from './recent-tasks';
import { declareWatermarkPreviewRoutes } from './watermark-preview';

const DESCRIPTION = `Atelier's HTTP API.

Every answer except the health probes, the event stream and Better Auth's own endpoints is the envelope
\`{ "code": number, "msg": string, "data": … }\`: \`code\` 0 is success, negative is a failure whose \`msg\` is
meant for the user. Codes: ${Object.entries(ResultCode)
  .map(([name, code]) => `\`${code}\` ${name}`)
  .join(', ')}. Out of credits is code -102 with HTTP 200; not signed in is HTTP 401.

Sign in through \`/api/auth/*\` (Better Auth): browsers carry the session cookie; API clients send the
\`set-auth-token\` answer header back as \`Authorization: Bearer <token>\`.`;

type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

export function buildOpenApiDocument(): OpenApiDocument {
  const builder = new OpenAPIHono();
  const api = createDeclarations(builder.openAPIRegistry);
  declareHealthRoutes(api);
  declareAuthRoutes(api);
  declareUserRoutes(api);
  declareFilesRoutes(api);
  declarePaymentRoutes(api);
  declareBillingRoutes(api);
  declareCreditsRoutes(api);
  declareApiKeyRoutes(api);
  declareNotificationRoutes(api);
  declareGenerationRoutes(api);
  declareWatermarkPreviewRoutes(api);
  declareRecentTasksRoutes(api);
  declareContactRoutes(api);
  declareContentRoutes(api);
  declareLibraryRoutes(api);
  declareAdminRoutes(api);
  return builder.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'Atelier API', version: packageJson.version, description: DESCRIPTION },
    // Relative: the server that serves the document (each deployment has its own PUBLIC_URL).
    servers: [{ url: '/', description: 'This Atelier' }],
    tags: [
      { name: 'Auth', description: 'Better Auth (its own JSON answers, not the envelope): the main endpoints.' },
      { name: 'User', description: 'The signed-in user.' },
      { name: 'Files', description: 'Uploads (validated by their bytes while streaming).' },
      { name: 'Generation', description: 'Generation tools: create a task, then poll it.' },
      { name: 'Library', description: 'My Tasks: imported media, transcripts, chat and translation.' },
      { name: 'Payment', description: 'Plans, checkout, orders and vendor webhooks.' },
      { name: 'Contact', description: 'The contact form.' },
      { name: 'Content', description: 'Marketing content.' },
      { name: 'Admin', description: 'The admin console (users in ADMIN_EMAILS).' },
      { name: 'Health', description: 'Probes for load balancers (plain JSON).' },
    ],
  });
}
