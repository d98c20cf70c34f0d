/**
 * The zod-free half of the wire contract: result codes and the envelope's shape. Browser code imports this
 * module (not contract/envelope.ts, which adds the zod schemas the server validates with) so the first-load
 * JavaScript of every page stays free of zod.
 */
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

/** `{ code, msg, data }`: `code` 0 is success, negative is failure, -102 means the credits ran out. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Shape of a paged list as the spec's list endpoints answer it: `data: { data: [...], total }`. */
export interface Paged<T> {
  data: T[];
  total: number;
}
