import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { created, fakeApi, record } from '../shared/fake-api';
import {
  DOCX_TYPE,
  defaultDeckOptions,
  generateDeck,
  uploadDocument,
  validatePickedFiles,
  validateTopic,
} from './logic';

const deck = { language: 'English', tone: 'Professional', length: 'Medium', model: 'm' };

describe('presentation widget state machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('defaults length to the second option and the others to the first', () => {
    expect(
      defaultDeckOptions({
        languageOptions: ['English', 'French'],
        toneOptions: ['Pro', 'Fun'],
        lengthOptions: ['Short', 'Medium', 'Long'],
        modelOptions: ['A', 'B'],
      }),
    ).toEqual({
      language: 'English',
      tone: 'Pro',
      length: 'Medium',
      model: 'A',
    });
  });

  it('validates the text tab and the file tab', () => {
    expect(validateTopic('   ')).toBe('The content of the text cannot be empty!');
    expect(validateTopic('Coffee')).toBeNull();
    const txt = new File(['hi'], 'notes.txt', { type: 'text/plain' });
    const docx = new File(['PK'], 'notes.docx', { type: DOCX_TYPE });
    const pdf = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
    expect(validatePickedFiles([txt])).toBeNull();
    expect(validatePickedFiles([docx])).toBeNull();
    expect(validatePickedFiles([pdf])).toBe('Only .txt and .docx files are supported');
    expect(validatePickedFiles([txt, docx])).toBe('Only .txt and .docx files are supported');
  });

  it('refuses before sending what the server refuses, with the same message', async () => {
    const { api, calls } = fakeApi(created(), [record()]);
    expect(await generateDeck({ api, source: { kind: 'text', subject: '  ' }, deck })).toEqual({
      ok: false,
      message: 'The content of the text cannot be empty!',
    });
    expect(await generateDeck({ api, source: { kind: 'txt', dataUrl: 'data:text/plain;base64,###' }, deck })).toEqual({
      ok: false,
      message: 'Invalid base64 string format',
    });
    expect(await generateDeck({ api, source: { kind: 'docx', fileUrl: ' ' }, deck })).toEqual({
      ok: false,
      message: 'Upload failed: No file URL was returned from the API.',
    });
    expect(calls.post).toHaveLength(0);
  });

  it('routes text to generatePptx and .docx to word2pptx, polls every 2.5 s', async () => {
    const done = record({ status: 'ok', url: '/files/d.pptx' });
    let { api, calls } = fakeApi(created(), [done]);
    let run = generateDeck({ api, source: { kind: 'text', subject: 'Coffee' }, deck });
    await vi.advanceTimersByTimeAsync(2_499);
    expect(calls.get).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await run).toEqual({ ok: true, url: '/files/d.pptx' });
    expect(calls.post[0]).toEqual({ path: '/v1/PPTDocmee/generatePptx', body: { subject: 'Coffee', ...deck } });
    ({ api, calls } = fakeApi(created(), [done]));
    run = generateDeck({ api, source: { kind: 'docx', fileUrl: '/files/a.docx' }, deck });
    await vi.advanceTimersByTimeAsync(2_500);
    await run;
    expect(calls.post[0]).toEqual({ path: '/v1/PPTDocmee/word2pptx', body: { file_url: '/files/a.docx', ...deck } });
    ({ api, calls } = fakeApi(created(), [done]));
    run = generateDeck({ api, source: { kind: 'txt', dataUrl: 'data:text/plain;base64,aGk=' }, deck });
    await vi.advanceTimersByTimeAsync(2_500);
    await run;
    expect(calls.post[0]).toEqual({
      path: '/v1/PPTDocmee/generatePptx',
      body: { dataUrl: 'data:text/plain;base64,aGk=', ...deck },
    });
  });

  it('times out after 30 ticks', async () => {
    const { api, calls } = fakeApi(created(), [record()]);
    const run = generateDeck({ api, source: { kind: 'text', subject: 'x' }, deck });
    await vi.advanceTimersByTimeAsync(30 * 2_500 + 10_000);
    expect(await run).toEqual({ ok: false, message: 'Processing timed out. Please try again.' });
    expect(calls.get).toHaveLength(30);
  });

  it('maps outcomes to the catalogue', async () => {
    const cases: Array<[Parameters<typeof fakeApi>[0], Parameters<typeof fakeApi>[1], unknown]> = [
      [
        created(),
        [record({ status: 'no', error_message: 'Only .txt and .docx files are supported' })],
        { ok: false, message: 'Only .txt and .docx files are supported' },
      ],
      [created(), [record({ status: 'no' })], { ok: false, message: 'Task failed during processing.' }],
      [
        created(),
        [new Error('offline')],
        { ok: false, message: 'Processing failed. Please wait a moment and try again' },
      ],
      [{ code: -1, msg: 'x', data: null }, [], { ok: false, message: 'Failed to start generation task.' }],
      [new Error('boom'), [], { ok: false, message: 'An unexpected error occurred. Please try again.' }],
      [{ code: -102, msg: 'x', data: null }, [], { ok: false, message: null, credits: true }],
    ];
    for (const [create, polls, expected] of cases) {
      const { api } = fakeApi(create, polls);
      const run = generateDeck({ api, source: { kind: 'text', subject: 'x' }, deck });
      await vi.advanceTimersByTimeAsync(2_500);
      expect(await run).toEqual(expected);
    }
  });

  it('upload: 401 rethrows as "401", no URL and failures use the catalogue', async () => {
    const file = new File(['PK'], 'a.docx', { type: DOCX_TYPE });
    const respond = (status: number, body: unknown) =>
      vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    await expect(uploadDocument(file, respond(401, { code: -401, msg: 'x', data: null }))).rejects.toThrow(/^401$/);
    await expect(uploadDocument(file, respond(200, { code: 0, msg: 'ok', data: {} }))).rejects.toThrow(
      'Upload succeeded but no file URL was returned.',
    );
    await expect(uploadDocument(file, respond(500, { code: -500, msg: '', data: null }))).rejects.toThrow(
      'File upload failed. Please try again.',
    );
    await expect(
      uploadDocument(file, respond(200, { code: 0, msg: 'ok', data: { url: '/files/temp/a.docx' } })),
    ).resolves.toBe('/files/temp/a.docx');
  });
});
