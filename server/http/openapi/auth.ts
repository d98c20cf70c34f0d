/**
 * Better Auth's main endpoints under /api/auth (a summary: Better Auth serves more, e.g. the OAuth callback and
 * session management). Their answers are Better Auth's own JSON, not the envelope; errors are
 * `{ code, message }` with a 4xx status. Sign-in, sign-up and reset requests are rate-limited by our
 * middleware, which answers the envelope with code -429.
 */
import { z } from '@hono/zod-openapi';
import type { OpenApiDeclarations } from './declare';

const authError = z
  .object({ code: z.string().optional(), message: z.string() })
  .openapi('AuthError', { description: "Better Auth's error answer, e.g. `INVALID_EMAIL_OR_PASSWORD`." });

const authUser = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable().optional(),
    siteId: z.string().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('AuthUser');

const authSession = z
  .object({
    id: z.string(),
    userId: z.string(),
    token: z.string(),
    expiresAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('AuthSession');

const json = (schema: z.ZodType) => ({ 'application/json': { schema } });
const errors = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [status, { description: 'Refused by Better Auth.', content: json(authError) }]),
  );

export function declareAuthRoutes(api: OpenApiDeclarations): void {
  const tag = 'Auth';
  const tokenNote =
    'The answer header `set-auth-token` carries the session token for `Authorization: Bearer`; browsers get the session cookie.';

  api.route({
    method: 'post',
    path: '/api/auth/sign-up/email',
    tag,
    access: 'public',
    envelope: false,
    summary: 'Sign up with email and password',
    description: `New users get SIGNUP_CREDITS. ${tokenNote}`,
    body: z.object({
      name: z.string().min(1),
      email: z.email(),
      password: z.string().min(8),
      image: z.string().optional(),
      callbackURL: z.string().optional(),
      rememberMe: z.boolean().optional(),
    }),
    success: {
      description: 'Signed up and signed in.',
      content: json(z.object({ token: z.string().nullable(), user: authUser })),
    },
    failures: ['rateLimited'],
    extraResponses: errors(400, 422),
  });
  api.route({
    method: 'post',
    path: '/api/auth/sign-in/email',
    tag,
    access: 'public',
    envelope: false,
    summary: 'Sign in with email and password',
    description: tokenNote,
    body: z.object({
      email: z.email(),
      password: z.string(),
      callbackURL: z.string().optional(),
      rememberMe: z.boolean().optional(),
    }),
    success: {
      description: 'Signed in.',
      content: json(
        z.object({ redirect: z.boolean(), token: z.string(), url: z.string().nullable().optional(), user: authUser }),
      ),
    },
    failures: ['rateLimited'],
    extraResponses: errors(400, 401),
  });
  api.route({
    method: 'post',
    path: '/api/auth/sign-in/social',
    tag,
    access: 'public',
    envelope: false,
    summary: 'Start a Google or GitHub sign-in',
    description: 'Only the providers whose keys are configured. Answers the provider URL to send the browser to.',
    body: z.object({ provider: z.enum(['google', 'github']), callbackURL: z.string().optional() }),
    success: { description: 'The provider URL.', content: json(z.object({ url: z.string(), redirect: z.boolean() })) },
    failures: ['rateLimited'],
    extraResponses: errors(400, 404),
  });
  api.route({
    method: 'get',
    path: '/api/auth/get-session',
    tag,
    access: 'public',
    envelope: false,
    summary: 'The current session',
    success: {
      description: 'The session and its user, or null when signed out.',
      content: json(z.object({ session: authSession, user: authUser }).nullable()),
    },
  });
  api.route({
    method: 'post',
    path: '/api/auth/sign-out',
    tag,
    access: 'user',
    envelope: false,
    summary: 'Sign out',
    success: { description: 'Signed out.', content: json(z.object({ success: z.boolean() })) },
    extraResponses: errors(400),
  });
  api.route({
    method: 'post',
    path: '/api/auth/request-password-reset',
    tag,
    access: 'public',
    envelope: false,
    summary: 'Mail a password-reset link',
    description: 'Answers the same whether or not the address has an account.',
    body: z.object({ email: z.email(), redirectTo: z.string().optional() }),
    success: {
      description: 'Mailed if the account exists.',
      content: json(z.object({ status: z.boolean(), message: z.string().optional() })),
    },
    failures: ['rateLimited'],
    extraResponses: errors(400),
  });
  api.route({
    method: 'post',
    path: '/api/auth/reset-password',
    tag,
    access: 'public',
    envelope: false,
    summary: 'Choose a new password with the mailed token',
    body: z.object({ newPassword: z.string().min(8), token: z.string() }),
    success: { description: 'Password changed.', content: json(z.object({ status: z.boolean() })) },
    extraResponses: errors(400),
  });
  api.route({
    method: 'post',
    path: '/api/auth/change-password',
    tag,
    access: 'user',
    envelope: false,
    summary: 'Change the password',
    body: z.object({
      currentPassword: z.string(),
      newPassword: z.string().min(8),
      revokeOtherSessions: z.boolean().optional(),
    }),
    success: {
      description: 'Password changed.',
      content: json(z.object({ token: z.string().nullable(), user: authUser })),
    },
    extraResponses: errors(400, 401),
  });
}
