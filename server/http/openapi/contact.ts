/** The contact form. */
import { contactRequestSchema } from '#contract/forms';
import type { OpenApiDeclarations } from './declare';

export function declareContactRoutes(api: OpenApiDeclarations): void {
  api.route({
    method: 'post',
    path: '/api/contact',
    tag: 'Contact',
    access: 'public',
    summary: 'Send a contact-form message',
    description:
      'Stored with the user id when signed in. Answers `data: null` and the success message in `msg`. Limited to 5 messages per client per minute.',
    body: api.component('ContactRequest', contactRequestSchema),
    failures: ['rateLimited'],
  });
}
