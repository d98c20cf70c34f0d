import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { created, fakeApi, record } from '../shared/fake-api';
import {
  DOCX_TYPE,
  checkDocumentBytes,
  defaultDeckOptions,
  deckLanguageFor,
  generateDeck,
  uploadDocument,
  validatePickedFiles,
  validateTopic,
  addSection,
  addSlide,
  buildDeckFromOutline,
  deleteSection,
  deleteSlide,
  moveSection,
  moveSlide,
  optionReason,
  textToBullets,
  updateSection,
  updateSlide,
  fetchOutline,
  setSlidePicture,
  syncOutlinePictures,
  validateDeckPictures,
} from './logic';
import { DECK_PICTURES_TOO_MANY, type DeckOutlineInput } from '#contract/presentation';

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
    expect(await run).toEqual({ ok: true, url: '/files/d.pptx', content: null });
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

  it('issue #22 item 20: the bytes must match the name — a JPEG renamed .txt or a text renamed .docx is refused', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    const refused = 'Only .txt and .docx files are supported';
    await expect(checkDocumentBytes(new File([jpeg], 'photo.txt', { type: 'text/plain' }))).resolves.toBe(refused);
    await expect(checkDocumentBytes(new File(['just notes'], 'notes.docx', { type: DOCX_TYPE }))).resolves.toBe(
      refused,
    );
    await expect(checkDocumentBytes(new File(['Café notes ✓'], 'notes.txt', { type: 'text/plain' }))).resolves.toBe(
      null,
    );
    await expect(
      checkDocumentBytes(new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2])], 'a.docx', { type: DOCX_TYPE })),
    ).resolves.toBe(null);
  });
});

describe('outline review', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const outline = {
    title: 'Garden',
    subtitle: '',
    sections: [
      {
        heading: 'Soil',
        slides: [
          { title: 'A', bullets: ['a'], notes: '' },
          { title: 'B', bullets: ['b'], notes: '' },
        ],
      },
      { heading: 'Water', slides: [{ title: 'C', bullets: ['c'], notes: '' }] },
    ],
  };
  const titles = (o: typeof outline) => o.sections.map((s) => s.slides.map((slide) => slide.title).join(''));

  it('moves slides within and across sections, and sections', () => {
    expect(titles(moveSlide(outline, { section: 0, slide: 0 }, 1))).toEqual(['BA', 'C']);
    expect(titles(moveSlide(outline, { section: 0, slide: 1 }, 1))).toEqual(['A', 'BC']);
    expect(titles(moveSlide(outline, { section: 1, slide: 0 }, -1))).toEqual(['ABC', '']);
    expect(moveSlide(outline, { section: 0, slide: 0 }, -1)).toBe(outline);
    expect(moveSection(outline, 1, -1).sections.map((s) => s.heading)).toEqual(['Water', 'Soil']);
    expect(titles(outline)).toEqual(['AB', 'C']); // never mutated
  });

  it("starts the deck in the page's language when the options offer it", () => {
    const section = {
      languageOptions: ['English', 'Spanish', 'French'],
      toneOptions: ['Pro'],
      lengthOptions: ['Short', 'Medium'],
      modelOptions: ['A'],
    };
    expect(defaultDeckOptions(section, deckLanguageFor('es')).language).toBe('Spanish');
    // No Chinese option: the first one, as on English pages.
    expect(defaultDeckOptions(section, deckLanguageFor('zh')).language).toBe('English');
    expect(defaultDeckOptions(section, deckLanguageFor('en')).language).toBe('English');
  });

  it('writes a new slide and section in the words it is given (the page language)', () => {
    const words = { newSlide: 'Nueva diapositiva', newPoint: 'Un punto', newSection: 'Nueva sección' };
    const added = addSection(addSlide(outline, 0, undefined, words), words);
    expect(added.sections[0]!.slides.at(-1)).toEqual({ title: 'Nueva diapositiva', bullets: ['Un punto'], notes: '' });
    expect(added.sections.at(-1)!.heading).toBe('Nueva sección');
    expect(added.sections.at(-1)!.slides[0]!.title).toBe('Nueva diapositiva');
  });

  it('adds, deletes and edits slides and sections', () => {
    expect(titles(addSlide(outline, 0, 0))).toEqual(['ANew slideB', 'C']);
    expect(titles(deleteSlide(outline, { section: 0, slide: 1 }))).toEqual(['A', 'C']);
    expect(deleteSection(outline, 0).sections.map((s) => s.heading)).toEqual(['Water']);
    expect(addSection(outline).sections.at(-1)!.heading).toBe('New section');
    expect(updateSlide(outline, { section: 1, slide: 0 }, { title: 'Z' }).sections[1]!.slides[0]!.title).toBe('Z');
    expect(updateSection(outline, 0, 'Earth').sections[0]!.heading).toBe('Earth');
    expect(textToBullets(' one \n\n two\n')).toEqual(['one', 'two']);
  });

  it('builds the reviewed outline through buildPptx with the theme and brand colour', async () => {
    const { api, calls } = fakeApi(created('t1'), [record({ status: 'ok', url: '/files/x.pptx' })]);
    const pending = buildDeckFromOutline({
      api,
      outline,
      deck,
      style: { theme: 'midnight', brand: '#112233' },
    });
    await vi.runAllTimersAsync();
    const outcome = await pending;
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true, url: '/files/x.pptx' });
    expect(calls.post[0]).toEqual({
      path: '/v1/PPTDocmee/buildPptx',
      body: { outline, ...deck, theme: 'midnight', brand: '#112233' },
    });
    const empty = await buildDeckFromOutline({ api, outline: { ...outline, sections: [] }, deck });
    expect(empty).toEqual({ ok: false, message: 'The outline has no slides.' });
  });

  it('disables a model this server cannot serve, and languages without a translator', () => {
    const caps = { llm: false, offlineLanguages: ['English', 'Spanish'] };
    expect(optionReason('model', 'LLM outline (when configured)', deck, caps)).toMatch(/No LLM/);
    expect(optionReason('model', 'Atelier Outline (offline)', deck, caps)).toBeNull();
    expect(optionReason('language', 'Spanish', deck, caps)).toBeNull();
    expect(optionReason('language', 'German', deck, caps)).toMatch(/needs an LLM/);
    expect(optionReason('language', 'German', deck, null)).toBeNull();
  });
});

describe("the user's pictures", () => {
  const png = (name = 'a.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
  const outline: DeckOutlineInput = {
    title: 'Deck',
    subtitle: '',
    sections: [
      {
        heading: 'One',
        slides: [
          { title: 'A', bullets: ['x'], notes: '' },
          { title: 'B', bullets: ['y'], notes: '', image: { src: 'data:image/png;base64,AA', caption: 'doc' } },
        ],
      },
    ],
  };

  it('states and checks the limits: PNG/JPEG/WebP, the size limit, at most eight per deck', () => {
    expect(validateDeckPictures([png()], 0)).toBeNull();
    expect(validateDeckPictures([new File(['x'], 'a.gif', { type: 'image/gif' })], 0)).toBe(
      'Only PNG, JPEG or WebP images are supported.',
    );
    expect(validateDeckPictures([png('big.png', 11 * 1024 * 1024)], 0)).toMatch(/exceeds 10MB/);
    expect(validateDeckPictures([png(), png()], 7)).toBe(DECK_PICTURES_TOO_MANY);
  });

  it('puts a picture on a slide or takes it off; a removed or renamed picture follows on its slides', () => {
    const picture = { url: '/files/private/temp/p.png?expires=1&signature=a', caption: 'Our team' };
    const placed = setSlidePicture(outline, { section: 0, slide: 0 }, picture);
    expect(placed.sections[0]!.slides[0]!.image).toEqual({ src: picture.url, caption: 'Our team' });
    expect(outline.sections[0]!.slides[0]!.image).toBeUndefined();
    expect(setSlidePicture(placed, { section: 0, slide: 0 }, null).sections[0]!.slides[0]).not.toHaveProperty('image');
    const renamed = syncOutlinePictures(placed, [{ ...picture, caption: 'The team' }]);
    expect(renamed.sections[0]!.slides[0]!.image?.caption).toBe('The team');
    const removed = syncOutlinePictures(placed, []);
    expect(removed.sections[0]!.slides[0]).not.toHaveProperty('image');
    // The document's own picture is not the user's upload: it stays.
    expect(removed.sections[0]!.slides[1]!.image?.caption).toBe('doc');
    expect(syncOutlinePictures(outline, [])).toBe(outline);
  });

  it('sends the pictures with the outline request', async () => {
    const post = vi.fn().mockResolvedValue({ code: 0, msg: '', data: { outline, slides: 4 } });
    const images = [{ url: '/files/private/temp/p.png', caption: 'Team' }];
    await fetchOutline({ post }, { kind: 'text', subject: 'Topic' }, deck, undefined, images);
    expect(post.mock.calls[0]![1]).toMatchObject({ subject: 'Topic', images });
  });
});
