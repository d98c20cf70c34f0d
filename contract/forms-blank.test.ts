import { describe, expect, it } from 'vitest';
import { contactFormFields, formSchema } from './forms';

describe('contact form: blank text is no message (issue #22 item 20)', () => {
  const schema = formSchema(contactFormFields);
  const valid = { name: 'Ada', email: 'ada@example.com', message: 'Hello, I would like to ask about plans.' };

  it('refuses a message of spaces with the required message, on both sides (one schema)', () => {
    const result = schema.safeParse({ ...valid, message: '            ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Message is required');
  });

  it('does not count padding towards the minimum length, and accepts a real message', () => {
    expect(schema.safeParse({ ...valid, message: '   hi       ' }).success).toBe(false);
    expect(schema.safeParse(valid).success).toBe(true);
  });
});
