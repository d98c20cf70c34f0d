/**
 * The wire envelope of every API answer: `{ code, msg, data }`.
 * `code` 0 is success, negative is failure, -102 means the credits ran out; HTTP 401 means not signed in.
 * The codes and types live in the zod-free contract/wire.ts (browser code imports that); this module adds the schemas.
 */
import { z } from 'zod';

export { ResultCode, type Envelope, type Paged, type ResultCodeValue } from './wire';

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export const pageQuerySchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(8),
});

/** `data` of the paged lists: `{ data: [...], total }` (the schema of `Paged<T>`). */
export const pagedSchema = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().int() });
