/**
 * The only place errors become API answers. Every API path answers `{ code, msg, data }`:
 * AppError → its code and status; zod errors → code -1 naming the field; anything else → -500, logged.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { ResultCode, type Envelope } from '#contract/envelope';
import { AppError } from '../errors';
import { isApiPath } from './api-paths';
import type { AppContext, AppEnv } from './context';
import { sqlState } from '../db/errors';

export function successEnvelope<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: ResultCode.Success, msg, data };
}

export function ok<T>(c: Context<AppEnv>, data: T, msg = 'success') {
  return c.json(successEnvelope(data, msg));
}

function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input.';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** The app's error handler: the envelope on API paths (and for AppErrors), a plain page error elsewhere. */
export function answerError(error: Error, c: Context<AppEnv>): Response {
  if (isApiPath(c.req.path) || error instanceof AppError) return errorToEnvelope(error, c);
  c.var.log?.error({ err: error }, 'page error');
  return c.text('Something went wrong. Please try again.', 500);
}

export function errorToEnvelope(error: unknown, c: AppContext): Response {
  if (error instanceof AppError) {
    return c.json(
      { code: error.code, msg: error.message, data: error.data } satisfies Envelope,
      error.httpStatus as ContentfulStatusCode,
    );
  }
  if (error instanceof z.ZodError) {
    const field = error.issues[0]?.path.join('.') ?? '';
    return c.json(
      { code: ResultCode.InvalidInput, msg: describeZodError(error), data: { field } } satisfies Envelope,
      400,
    );
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code =
      status === 413
        ? ResultCode.TooLarge
        : status === 429
          ? ResultCode.RateLimited
          : status === 401
            ? ResultCode.Unauthorized
            : ResultCode.InvalidInput;
    const msg = status === 413 ? 'Request body too large.' : error.message || 'Request rejected.';
    return c.json({ code, msg, data: null } satisfies Envelope, status as ContentfulStatusCode);
  }
  if (isUnstorableTextError(error)) {
    // Input that reached the database unvalidated with a NUL or a broken character: the caller's fault, not ours.
    return c.json(
      {
        code: ResultCode.InvalidInput,
        msg: 'The request contains characters that cannot be stored.',
        data: null,
      } satisfies Envelope,
      400,
    );
  }
  c.var.log?.error({ err: error, requestId: c.var.requestId }, 'unhandled error');
  return c.json(
    {
      code: ResultCode.Internal,
      msg: 'An unexpected error occurred. Please try again.',
      data: null,
    } satisfies Envelope,
    500,
  );
}

/** PostgreSQL's (and PGlite's) SQLSTATEs for text it refuses: NUL or invalid UTF-8, untranslatable character. */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

function isUnstorableTextError(error: unknown): boolean {
  return UNSTORABLE_TEXT_CODES.has(sqlState(error) ?? '');
}

/**
 * JSON may carry lone UTF-16 surrogates (`"\ud800"`), which are no text at all: PostgreSQL refuses them in jsonb and
 * they break UTF-8 output. Each becomes U+FFFD, as any UTF-8 decoder would make of them.
 */
const wellFormedStrings = (_key: string, value: unknown) => (typeof value === 'string' ? value.toWellFormed() : value);

/** Parses a JSON body with a schema; a malformed body is a code -1 answer, not a 500. */
export async function parseJson<S extends z.ZodType>(c: AppContext, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text(), wellFormedStrings);
  } catch {
    throw AppError.invalid('Request body must be JSON.');
  }
  return validate(schema, body);
}

export function parseQuery<S extends z.ZodType>(c: AppContext, schema: S): z.infer<S> {
  return validate(schema, c.req.query());
}

/**
 * `schema.parse(input)`, where a value built to break the validator is invalid input like any other: zod runs a
 * string's length checks on anything with a `length` property, and `{ "length": { "toString": [] } }` makes the
 * comparison itself throw a TypeError (found by the R7 fuzz suite). Zod's own errors pass through (they name the
 * field).
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  try {
    return schema.parse(input);
  } catch (error) {
    if (error instanceof TypeError || error instanceof RangeError) throw AppError.invalid('Invalid input.');
    throw error;
  }
}
