/**
 * The wire envelope of every API answer: `{ code, msg, data }`.
 * `code` 0 is success, negative is failure, -102 means the credits ran out; HTTP 401 means not signed in.
 */
import { z } from 'zod';

export const ResultCode = {
  Success: 0,
  InvalidInput: -1,
  Unauthorized: -401,
  Forbidden: -403,
  NotFound: -404,
  Conflict: -409,
  TooLarge: -413,
  RateLimited: -429,
  CreditsExhausted: -102,
  Internal: -500,
  Upstream: -502,
} as const;
export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/** Shape of a paged list as the spec's list endpoints answer it: `data: { data: [...], total }`. */
export interface Paged<T> {
  data: T[];
  total: number;
}

export const pageQuerySchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(8),
});
