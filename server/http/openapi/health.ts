/** Health probes: plain JSON (not the envelope), for load balancers and orchestrators. */
import { livenessSchema, readinessSchema } from '#contract/health';
import type { OpenApiDeclarations } from './declare';

export function declareHealthRoutes(api: OpenApiDeclarations): void {
  api.route({
    method: 'get',
    path: '/healthz',
    tag: 'Health',
    access: 'public',
    summary: 'Liveness',
    description: 'The process answers. Plain JSON, not the envelope.',
    success: { description: 'Alive.', content: { 'application/json': { schema: livenessSchema } } },
  });
  api.route({
    method: 'get',
    path: '/readyz',
    tag: 'Health',
    access: 'public',
    summary: 'Readiness',
    description: 'The database and the job queue are reachable. Plain JSON, not the envelope.',
    success: { description: 'Ready.', content: { 'application/json': { schema: readinessSchema } } },
    extraResponses: {
      503: {
        description: 'Not ready: `checks` says what failed.',
        content: { 'application/json': { schema: readinessSchema } },
      },
    },
  });
}
