/**
 * The OpenAI-compatible chat client against the contract fake (tests/fakes/openai.ts), which refuses what the
 * vendors refuse: a temperature for reasoning models, `json_object` on LM Studio; 429/5xx with Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCompletion as fakeCompletion, openAiError, startFakeOpenAi, type FakeOpenAi } from '#tests/fakes/openai';
import { ToolError, TransientError } from '../errors';
import { OpenAiOutlineProvider } from '../presentation/openai';
import type { OutlineRequest } from '../presentation/types';
import { chatCompletion, isReasoningModel } from './llm-client';

const outline = JSON.stringify({
  title: 'Tides',
  subtitle: '',
  sections: [{ heading: 'Basics', slides: [{ title: 'Why tides', bullets: ['The moon pulls'], notes: '' }] }],
});
const request = (text: string): OutlineRequest => ({
  text,
  document: { title: null, sections: [] },
  budget: { maxSlides: 6, bulletsPerSlide: 4 },
});

describe('OpenAI-compatible chat client', () => {
  let openai: FakeOpenAi;
  let lmstudio: FakeOpenAi;
  beforeAll(async () => {
    [openai, lmstudio] = await Promise.all([startFakeOpenAi(), startFakeOpenAi({ flavor: 'lmstudio' })]);
  });
  afterAll(async () => {
    await Promise.all([openai.close(), lmstudio.close()]);
  });
  const config = (fake: FakeOpenAi, model: string) => ({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-test',
    model,
    retry: { retries: 2, baseMs: 10, maxDelayMs: 5_000 },
  });

  it('knows the reasoning models', () => {
    expect(['gpt-5', 'gpt-5-mini', 'o1', 'o3-mini', 'o4-mini', 'openai/gpt-5'].every(isReasoningModel)).toBe(true);
    expect(['gpt-4o-mini', 'gpt-4.1', 'gpt-5-chat-latest', 'llama3', 'omni'].some(isReasoningModel)).toBe(false);
  });

  it('omits temperature for reasoning models (gpt-5*, o-series refuse any but the default)', async () => {
    openai.script.push({ status: 200, body: fakeCompletion('fine') });
    await expect(chatCompletion(config(openai, 'gpt-5-mini'), [{ role: 'user', content: 'hi' }])).resolves.toBe('fine');
    expect(openai.requests.at(-1)!.body).not.toHaveProperty('temperature');
    openai.script.push({ status: 200, body: fakeCompletion('also fine') });
    await chatCompletion(config(openai, 'gpt-4o-mini'), [{ role: 'user', content: 'hi' }], { temperature: 0 });
    expect(openai.requests.at(-1)!.body.temperature).toBe(0);
  });

  it('falls back from json_object to json_schema on LM Studio, and remembers it', async () => {
    const provider = new OpenAiOutlineProvider({
      baseUrl: lmstudio.baseUrl,
      apiKey: 'lm',
      model: 'qwen',
      timeoutMs: 5_000,
    });
    lmstudio.script.push({ status: 200, body: fakeCompletion(outline) });
    const deck = await provider.outline(request('Tides come and go.'));
    expect(deck.title).toBe('Tides');
    expect(lmstudio.requests.at(-1)!.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'deck_outline', schema: { type: 'object' } },
    });
    const attemptsBefore = lmstudio.attempts;
    lmstudio.script.push({ status: 200, body: fakeCompletion('```json\n' + outline + '\n```') });
    await provider.outline(request('Again.'));
    expect(lmstudio.attempts - attemptsBefore).toBe(1);
  });

  it('retries 429 after the Retry-After the vendor asked for, bounded by the policy', async () => {
    openai.script.push(
      {
        status: 429,
        body: openAiError('Rate limit reached', 'requests', 'rate_limit_exceeded'),
        headers: { 'retry-after': '1' },
      },
      { status: 200, body: fakeCompletion('after the wait') },
    );
    let started = Date.now();
    await expect(chatCompletion(config(openai, 'gpt-4o-mini'), [{ role: 'user', content: 'x' }])).resolves.toBe(
      'after the wait',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);

    // An hour's Retry-After is not waited for: the policy's bound is.
    openai.script.push(
      { status: 503, body: openAiError('overloaded', 'server_error'), headers: { 'retry-after': '3600' } },
      { status: 200, body: fakeCompletion('soon') },
    );
    started = Date.now();
    await chatCompletion({ ...config(openai, 'gpt-4o-mini'), retry: { retries: 1, baseMs: 10, maxDelayMs: 100 } }, [
      { role: 'user', content: 'x' },
    ]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('gives up after the retries as transient; a refusal is a ToolError with the vendor text as detail', async () => {
    const before = openai.attempts;
    openai.script.push(
      ...Array.from({ length: 3 }, () => ({ status: 500, body: openAiError('boom', 'server_error') })),
    );
    const transient = await chatCompletion(config(openai, 'gpt-4o-mini'), [{ role: 'user', content: 'x' }]).catch(
      (error: unknown) => error,
    );
    expect(transient).toBeInstanceOf(TransientError);
    expect(openai.attempts - before).toBe(3);

    openai.script.push({ status: 400, body: openAiError('This model does not exist.', 'invalid_request_error') });
    const refused = await chatCompletion(config(openai, 'gpt-nope'), [{ role: 'user', content: 'x' }], {
      failureMessage: 'The chat model could not answer.',
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ToolError);
    expect(refused).toMatchObject({ message: 'The chat model could not answer.' });
    expect((refused as ToolError).detail).toContain('This model does not exist.');
  });
});
