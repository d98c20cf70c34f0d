import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResultCode } from '#contract/envelope';
import { AppError } from '../errors';
import { validate } from './envelope';

describe('validate', () => {
  const schema = z.object({ reason: z.string().trim().min(3) });

  it('answers a value that breaks the validator itself as invalid input, not as a server error', () => {
    const hostile = { reason: { length: { toString: [] } } };
    // zod alone throws a TypeError here (a 500 before this guard).
    expect(() => schema.parse(hostile)).toThrow(TypeError);
    const error = (() => {
      try {
        validate(schema, hostile);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).httpStatus).toBe(400);
    expect((error as AppError).code).toBe(ResultCode.InvalidInput);
  });

  it("passes zod's own errors through (they name the field) and valid input as parsed", () => {
    expect(() => validate(schema, { reason: 'no' })).toThrow(z.ZodError);
    expect(validate(schema, { reason: '  why not  ' })).toEqual({ reason: 'why not' });
  });
});
