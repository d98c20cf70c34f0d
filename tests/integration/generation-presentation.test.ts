import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import sharp from 'sharp';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskRecord } from '#contract/generation';
import { DECK_PICTURES_TOO_MANY, type DeckOutlineInput, type DeckTaskContent } from '#contract/presentation';
import { aiTasks } from '#server/db/schema';
import { putOwnedFile } from '#server/domain/files/stored-files';
import { datedKey } from '#server/storage/storage';
import { chatCompletion, openAiError, startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { createTestAtelier, waitFor, type TestAtelier, type TestUser } from '../helpers/test-app';

async function makeDocx(): Promise<Buffer> {
  const section = (heading: string, paragraph: string, bullets: string[]) => [
    new Paragraph({ text: heading, heading: HeadingLevel.HEADING_2 }),
    new Paragraph({ text: paragraph }),
    ...bullets.map((text) => new Paragraph({ text, bullet: { level: 0 } })),
  ];
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Renewable Energy in 2030', heading: HeadingLevel.HEADING_1 }),
          ...section(
            'Solar',
            'Solar panels keep getting cheaper. Utility-scale plants now undercut coal in most markets. Rooftop solar turns homes into small power stations.',
            ['Costs fell 90% in a decade', 'Storage smooths the evening peak'],
          ),
          ...section(
            'Wind',
            'Offshore wind farms grow larger every year. Turbines of fifteen megawatts are being installed. Floating foundations open deep waters.',
            ['Higher capacity factors offshore', 'Supply chains are the bottleneck'],
          ),
          ...section(
            'Grids',
            'Grids must move power across long distances. Interconnectors share surplus between countries. Demand response shifts consumption to sunny hours.',
            ['High-voltage DC links', 'Smart meters everywhere'],
          ),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

async function readDeck(atelier: TestAtelier, url: string) {
  const response = await atelier.request(url);
  expect(response.status).toBe(200);
  const zip = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
  const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
  const notes = Object.keys(zip.files).filter((name) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(name));
  const text = async (n: number) =>
    (await zip.file(`ppt/slides/slide${n}.xml`)!.async('string')).replace(/<[^>]+>/g, ' ');
  const noteText = async (n: number) =>
    (await zip.file(`ppt/notesSlides/notesSlide${n}.xml`)!.async('string')).replace(/<[^>]+>/g, ' ');
  return { slides: slides.length, notes: notes.length, text, noteText };
}

describe('presentation generator', () => {
  let atelier: TestAtelier;
  let llm: FakeOpenAi;
  let llmAtelier: TestAtelier;
  beforeAll(async () => {
    llm = await startFakeOpenAi();
    [atelier, llmAtelier] = await Promise.all([
      createTestAtelier({ runWorker: true }),
      createTestAtelier({
        runWorker: true,
        env: {
          PRESENTATION_OUTLINE_PROVIDER: 'openai',
          OPENAI_BASE_URL: llm.baseUrl,
          OPENAI_API_KEY: 'sk-test',
          OPENAI_MODEL: 'gpt-test',
        },
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([atelier.close(), llmAtelier.close()]);
    await llm.close();
  });

  const finish = (a: TestAtelier, user: TestUser, taskId: string) =>
    waitFor(
      async () => {
        const { body } = await user.json<TaskRecord>(`/v1/AiTaskRecord/${taskId}`);
        return body.data.status === 'ok' || body.data.status === 'no' ? body.data : null;
      },
      60_000,
      200,
    );

  it('turns a .docx into a deck: title, agenda, a divider and a content slide per section, notes', async () => {
    const user = await atelier.signUp();
    const key = datedKey('temp', 'docx');
    await putOwnedFile(atelier.services, { userId: user.id }, key, await makeDocx(), {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const { body } = await user.json<{ task_id: string }>('/v1/PPTDocmee/word2pptx', {
      json: {
        file_url: await atelier.services.storage.url(key),
        language: 'English',
        tone: 'Professional',
        length: 'Medium (8-12 slides)',
      },
    });
    expect(body.code).toBe(0);
    const record = await finish(atelier, user, body.data.task_id);
    expect(record.status).toBe('ok');
    expect(record.content).toMatchObject({
      title: 'Renewable Energy in 2030',
      slides: 8,
      sections: ['Solar', 'Wind', 'Grids'],
    });
    const deck = await readDeck(atelier, record.url!);
    expect(deck.slides).toBe(8);
    expect(deck.notes).toBe(8);
    expect(await deck.text(1)).toContain('Renewable Energy in 2030');
    expect(await deck.text(2)).toMatch(/Solar[\s\S]*Wind[\s\S]*Grids/);
    expect(await deck.text(4)).toContain('Costs fell 90% in a decade');
    expect(await deck.noteText(4)).toContain('Rooftop solar turns homes into small power stations.');
    expect(await atelier.services.credits.balance(user.id)).toBe(100 - atelier.env.COST_PRESENTATION);
  });

  it('uploads a .docx through the widget upload route (type checked by bytes), refusing other files and anonymous callers', async () => {
    const user = await atelier.signUp();
    const upload = (file: Blob, name: string, who: TestUser | null = user) => {
      const form = new FormData();
      form.append('file', file, name);
      return (who ? who.request : atelier.request)('/v1/PPTDocmee/upload', { method: 'POST', body: form });
    };
    const docx = new Blob([new Uint8Array(await makeDocx())], {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const ok = await (await upload(docx, 'plan.docx')).json();
    expect(ok).toMatchObject({
      code: 0,
      data: {
        url: expect.stringMatching(
          /^\/files\/private\/temp\/\d{4}\/\d+\/\d+\/.+\.docx\?expires=\d+&signature=[0-9a-f]+$/,
        ),
      },
    });
    const { body } = await user.json<{ task_id: string }>('/v1/PPTDocmee/word2pptx', {
      json: { file_url: ok.data.url },
    });
    expect((await finish(atelier, user, body.data.task_id)).status).toBe('ok');
    const pdf = await (await upload(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'a.pdf')).json();
    expect(pdf).toMatchObject({ code: -1, msg: 'Only .txt and .docx files are supported' });
    const fake = await (
      await upload(
        new Blob(['not a zip'], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
        'b.docx',
      )
    ).json();
    expect(fake.code).toBe(-1);
    expect((await upload(docx, 'plan.docx', null)).status).toBe(401);
  });

  it('builds from pasted text, and the length option bounds the slide count', async () => {
    const user = await atelier.signUp();
    const subject = [
      'Team offsite plan',
      '',
      ...Array.from(
        { length: 8 },
        (_, i) =>
          `## Topic ${i + 1}\nWe discuss item ${i + 1} in depth. It matters for the roadmap. Everyone brings one idea.\n`,
      ),
    ].join('\n');
    const { body } = await user.json<{ task_id: string }>('/v1/PPTDocmee/generatePptx', {
      json: { subject, length: 'Short (5-6 slides)', tone: 'Casual' },
    });
    const record = await finish(atelier, user, body.data.task_id);
    expect(record.status).toBe('ok');
    const deck = await readDeck(atelier, record.url!);
    expect(deck.slides).toBeLessThanOrEqual(6);
    expect(deck.slides).toBeGreaterThanOrEqual(3);
    expect(await deck.text(1)).toContain('Team offsite plan');
  });

  it('reads a .txt given as a data URL', async () => {
    const user = await atelier.signUp();
    const text =
      '# Bread\n\n## Flour\nStrong flour has more protein. It builds gluten.\n\n## Proofing\n- Warm place\n- Two hours\n';
    const { body } = await user.json<{ task_id: string }>('/v1/PPTDocmee/generatePptx', {
      json: { dataUrl: `data:text/plain;base64,${Buffer.from(text).toString('base64')}` },
    });
    const record = await finish(atelier, user, body.data.task_id);
    expect(record).toMatchObject({ status: 'ok', content: { title: 'Bread', slides: 6 } });
  });

  it('writes the deck in the language given by its ISO code ("es"), through the offline translator', async () => {
    const user = await atelier.signUp();
    const subject =
      '# The city garden\n\n## Water\nThe garden needs water every morning.\n\n## Friends\n- Neighbours help\n- Children plant seeds\n';
    const { body } = await user.json<{ task_id: string }>('/v1/PPTDocmee/generatePptx', {
      json: { subject, language: 'es', length: 'Short (5-6 slides)' },
    });
    expect(body.code).toBe(0);
    const record = await finish(atelier, user, body.data.task_id);
    expect(record.status).toBe('ok');
    const deck = await readDeck(atelier, record.url!);
    expect(await deck.text(1)).toMatch(/jard[ií]n/i);
  });

  it('outline first: a free outline, edited (rename, delete, reorder, one slide again), then built once into a themed deck with page previews', async () => {
    const user = await atelier.signUp();
    const subject = [
      '# Community garden',
      '',
      '## Soil',
      'Good soil holds water. Compost feeds the worms. Worms keep the soil loose. Mulch stops weeds from growing.',
      '',
      '## Water',
      '- Rain barrels on every shed',
      '- Drip lines for the beds',
      '',
      '## People',
      'Volunteers meet on Saturdays. Children plant seeds in spring.',
    ].join('\n');
    const preview = await user.json<{ outline: DeckOutlineInput; slides: number }>('/v1/PPTDocmee/outline', {
      json: { subject, length: 'Medium (8-12 slides)' },
    });
    expect(preview.body.code).toBe(0);
    const outline = preview.body.data.outline;
    expect(outline.title).toBe('Community garden');
    expect(outline.sections.map((s) => s.heading)).toEqual(['Soil', 'Water', 'People']);
    expect(await atelier.services.credits.balance(user.id)).toBe(100);

    const soil = outline.sections[0]!.slides[0]!;
    const again = await user.json<{ slide: typeof soil }>('/v1/PPTDocmee/outline/slide', {
      json: { slide: soil, variant: 1 },
    });
    expect(again.body.code).toBe(0);
    expect(again.body.data.slide.title).toBe(soil.title);
    expect(again.body.data.slide.bullets.length).toBeGreaterThan(0);

    const edited: DeckOutlineInput = {
      ...outline,
      sections: [
        { ...outline.sections[2]!, slides: [{ title: 'Our volunteers', bullets: ['Saturdays at ten'], notes: '' }] },
        { ...outline.sections[0]!, slides: [again.body.data.slide] },
      ],
    };
    const { body } = await user.json<{ task_id: string }>('/v1/PPTDocmee/buildPptx', {
      json: { outline: edited, theme: 'midnight', brand: '#E11D48' },
    });
    expect(body.code).toBe(0);
    const record = await finish(atelier, user, body.data.task_id);
    expect(record.status).toBe('ok');
    const content = record.content as DeckTaskContent;
    expect(content).toMatchObject({ title: 'Community garden', sections: ['People', 'Soil'], theme: 'midnight' });
    expect(content.pages).toHaveLength(content.slides);
    expect(content.pages![0]!.image).toMatch(/\.jpg\?expires=/);
    const deck = await readDeck(atelier, record.url!);
    expect(deck.slides).toBe(content.slides);
    const all = (await Promise.all(Array.from({ length: deck.slides }, (_, i) => deck.text(i + 1)))).join(' ');
    expect(all).toContain('Our volunteers');
    expect(all).not.toContain('Rain barrels');
    expect(await atelier.services.credits.balance(user.id)).toBe(100 - atelier.env.COST_PRESENTATION);
    const bad = await user.json('/v1/PPTDocmee/buildPptx', { json: { outline: { ...edited, sections: [] } } });
    expect(bad.body.code).toBe(-1);
  });

  it("puts the user's uploaded pictures on the slides their captions match (outline and direct build), only their own PNG/JPEG/WebP uploads", async () => {
    const user = await atelier.signUp();
    const other = await atelier.signUp();
    const png = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/coffee.png'));
    const store = async (owner: TestUser, bytes: Buffer, extension: string, contentType: string) => {
      const key = datedKey('private/temp', extension);
      await putOwnedFile(atelier.services, { userId: owner.id }, key, bytes, { contentType });
      return atelier.services.storage.url(key);
    };
    const mine = await store(user, png, 'png', 'image/png');
    const subject = [
      '# Community garden',
      '',
      '## Soil',
      'Good soil holds water. Compost feeds the worms. Worms keep the soil loose.',
      '',
      '## Water',
      'Rain barrels sit by every shed. Drip lines water the beds at dawn.',
      '',
      '## People',
      'Volunteers meet on Saturdays. Children plant seeds in spring.',
    ].join('\n');
    const caption = 'Our rain barrels by the shed';
    const preview = await user.json<{ outline: DeckOutlineInput }>('/v1/PPTDocmee/outline', {
      json: { subject, length: 'Medium (8-12 slides)', images: [{ url: mine, caption }] },
    });
    expect(preview.body.code).toBe(0);
    const placed = preview.body.data.outline.sections.flatMap((s) =>
      s.slides.filter((slide) => slide.image).map((slide) => ({ section: s.heading, image: slide.image! })),
    );
    expect(placed).toEqual([{ section: 'Water', image: { src: mine, caption } }]);

    // Built from the reviewed outline: the picture is read from storage and drawn on its slide with its caption.
    const built = await user.json<{ task_id: string }>('/v1/PPTDocmee/buildPptx', {
      json: { outline: preview.body.data.outline },
    });
    expect(built.body.code).toBe(0);
    const record = await finish(atelier, user, built.body.data.task_id);
    expect(record.status).toBe('ok');
    const zip = await JSZip.loadAsync(Buffer.from(await (await atelier.request(record.url!)).arrayBuffer()));
    const slides = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
        .map((name) => zip.file(name)!.async('string')),
    );
    const withPicture = slides.filter((xml) => xml.includes('<p:pic>'));
    expect(withPicture).toHaveLength(1);
    expect(withPicture[0]).toContain(caption);
    expect(withPicture[0]).toContain('Water');

    // Without the review: the pictures ride on generatePptx and are placed the same way.
    const direct = await user.json<{ task_id: string }>('/v1/PPTDocmee/generatePptx', {
      json: { subject, images: [{ url: mine, caption: 'Volunteers on a Saturday' }] },
    });
    expect(direct.body.code).toBe(0);
    expect((await finish(atelier, user, direct.body.data.task_id)).status).toBe('ok');
    const spent = await atelier.services.credits.balance(user.id);

    // Refused before any charge: someone else's upload, a link elsewhere, too many pictures.
    const theirs = await store(other, png, 'png', 'image/png');
    for (const images of [
      [{ url: theirs, caption: '' }],
      [{ url: 'https://example.com/cat.png', caption: '' }],
      Array.from({ length: 9 }, () => ({ url: mine, caption: '' })),
    ]) {
      const outline = await user.json('/v1/PPTDocmee/outline', { json: { subject, images } });
      expect(outline.body.code, JSON.stringify(images[0])).not.toBe(0);
      const task = await user.json('/v1/PPTDocmee/generatePptx', { json: { subject, images } });
      expect(task.body.code).not.toBe(0);
    }
    const tooMany = await user.json('/v1/PPTDocmee/generatePptx', {
      json: { subject, images: Array.from({ length: 9 }, () => ({ url: mine, caption: '' })) },
    });
    expect(tooMany.body.msg).toContain(DECK_PICTURES_TOO_MANY);
    const onSlide = structuredClone(preview.body.data.outline);
    onSlide.sections[0]!.slides[0]!.image = { src: theirs, caption: '' };
    expect((await user.json('/v1/PPTDocmee/buildPptx', { json: { outline: onSlide } })).body.code).not.toBe(0);
    expect(await atelier.services.credits.balance(user.id)).toBe(spent);

    // An upload of the user's that is not a picture (a document): the task fails with a reason and refunds.
    const document = await store(user, await makeDocx(), 'docx', 'application/octet-stream');
    const notPicture = await user.json<{ task_id: string }>('/v1/PPTDocmee/generatePptx', {
      json: { subject, images: [{ url: document, caption: '' }] },
    });
    expect(notPicture.body.code).toBe(0);
    expect(await finish(atelier, user, notPicture.body.data.task_id)).toMatchObject({
      status: 'no',
      error_message: 'Only PNG, JPEG or WebP pictures can go on a slide.',
    });
    expect(await atelier.services.credits.balance(user.id)).toBe(spent);

    // A picture the deck cannot draw (over its pixel limit) fails the task with a reason, not a deck without it.
    const huge = await sharp({ create: { width: 8_000, height: 7_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const tooBig = await user.json<{ task_id: string }>('/v1/PPTDocmee/generatePptx', {
      json: { subject, images: [{ url: await store(user, huge, 'png', 'image/png'), caption: '' }] },
    });
    expect(await finish(atelier, user, tooBig.body.data.task_id)).toMatchObject({
      status: 'no',
      error_message: 'A picture is over 50 megapixels: please upload a smaller one.',
    });
    expect(await atelier.services.credits.balance(user.id)).toBe(spent);
  });

  it("draws the user's logo on every slide (generatePptx and buildPptx); only their own PNG/JPEG/WebP upload, checked before any charge", async () => {
    const user = await atelier.signUp();
    const other = await atelier.signUp();
    const store = async (owner: TestUser, bytes: Buffer, extension: string, contentType: string) => {
      const key = datedKey('private/temp', extension);
      await putOwnedFile(atelier.services, { userId: owner.id }, key, bytes, { contentType });
      return atelier.services.storage.url(key);
    };
    const wide = await sharp({ create: { width: 900, height: 120, channels: 4, background: '#c2410c' } })
      .png()
      .toBuffer();
    const logo = await store(user, wide, 'png', 'image/png');
    const subject = '# Bike share\n\n## Stations\nTwelve stations open in May.\n\n## Riders\nRiders pay by the minute.';
    const logoSlides = async (url: string) => {
      const zip = await JSZip.loadAsync(Buffer.from(await (await atelier.request(url)).arrayBuffer()));
      const slides = await Promise.all(
        Object.keys(zip.files)
          .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
          .map((name) => zip.file(name)!.async('string')),
      );
      return { slides: slides.length, withLogo: slides.filter((xml) => xml.includes('descr="Logo"')).length };
    };
    const direct = await user.json<{ task_id: string }>('/v1/PPTDocmee/generatePptx', { json: { subject, logo } });
    expect(direct.body.code).toBe(0);
    const record = await finish(atelier, user, direct.body.data.task_id);
    expect(record.status).toBe('ok');
    const drawn = await logoSlides(record.url!);
    expect(drawn.slides).toBeGreaterThan(3);
    expect(drawn.withLogo).toBe(drawn.slides);

    const preview = await user.json<{ outline: DeckOutlineInput }>('/v1/PPTDocmee/outline', { json: { subject } });
    const built = await user.json<{ task_id: string }>('/v1/PPTDocmee/buildPptx', {
      json: { outline: preview.body.data.outline, logo, brand: '#0f766e' },
    });
    expect(built.body.code).toBe(0);
    const fromOutline = await finish(atelier, user, built.body.data.task_id);
    expect(fromOutline.status).toBe('ok');
    expect((await logoSlides(fromOutline.url!)).withLogo).toBe((await logoSlides(fromOutline.url!)).slides);
    const spent = await atelier.services.credits.balance(user.id);

    // Refused before any charge: someone else's upload, a link elsewhere.
    const theirs = await store(other, wide, 'png', 'image/png');
    for (const refused of [theirs, 'https://example.com/logo.png']) {
      const task = await user.json('/v1/PPTDocmee/generatePptx', { json: { subject, logo: refused } });
      expect(task.body.code, refused).not.toBe(0);
      const fromReview = await user.json('/v1/PPTDocmee/buildPptx', {
        json: { outline: preview.body.data.outline, logo: refused },
      });
      expect(fromReview.body.code, refused).not.toBe(0);
    }
    expect(await atelier.services.credits.balance(user.id)).toBe(spent);

    // An upload of the user's that is not a picture: the task fails with a reason and refunds.
    const document = await store(user, await makeDocx(), 'docx', 'application/octet-stream');
    const notPicture = await user.json<{ task_id: string }>('/v1/PPTDocmee/generatePptx', {
      json: { subject, logo: document },
    });
    expect(notPicture.body.code).toBe(0);
    expect(await finish(atelier, user, notPicture.body.data.task_id)).toMatchObject({
      status: 'no',
      error_message: 'Only a PNG, JPEG or WebP picture can be the logo.',
    });
    expect(await atelier.services.credits.balance(user.id)).toBe(spent);
  });

  it('rejects an empty topic with the spec message', async () => {
    const user = await atelier.signUp();
    const { body } = await user.json('/v1/PPTDocmee/generatePptx', { json: { subject: '   ' } });
    expect(body).toMatchObject({ code: -1, msg: 'subject: The content of the text cannot be empty!' });
  });

  it('takes a topic with a lone UTF-16 surrogate (stored as U+FFFD; PostgreSQL refuses the escape in jsonb)', async () => {
    const user = await atelier.signUp();
    // JSON.stringify writes the lone surrogate as the escape \ud800, as a hostile client would.
    const { status, body } = await user.json<{ task_id: string }>('/v1/PPTDocmee/generatePptx', {
      json: { subject: 'Tide pools \ud800 and their keepers' },
    });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    const [row] = await atelier.services.db.select().from(aiTasks).where(eq(aiTasks.id, body.data.task_id));
    expect((row?.input as { subject?: string }).subject).toBe('Tide pools \ufffd and their keepers');
  });

  it('asks an OpenAI-compatible API for the outline (contract with a fake server)', async () => {
    const user = await llmAtelier.signUp();
    llm.script.push({
      status: 200,
      body: chatCompletion(
        JSON.stringify({
          title: 'Why sleep matters',
          subtitle: 'A short talk',
          sections: [
            {
              heading: 'Memory',
              slides: [
                { title: 'Sleep and memory', bullets: ['Consolidation happens at night'], notes: 'Talk about memory.' },
              ],
            },
            {
              heading: 'Health',
              slides: [{ title: 'Sleep and health', bullets: ['Less sleep, more colds'], notes: 'Talk about health.' }],
            },
          ],
        }),
      ),
    });
    const { body } = await user.json<{ task_id: string }>('/v1/PPTDocmee/generatePptx', {
      json: {
        subject: 'Sleep is important for memory and health.',
        language: 'English',
        tone: 'Friendly',
        length: 'Medium (8-12 slides)',
      },
    });
    const record = await finish(llmAtelier, user, body.data.task_id);
    // Medium asks for 8–12 slides: the two-slide answer is filled up to the range (dividers, a key-points slide).
    expect(record).toMatchObject({ status: 'ok', content: { title: 'Why sleep matters' } });
    const content = record.content as { slides: number; sections: string[] };
    expect(content.sections.slice(0, 2)).toEqual(['Memory', 'Health']);
    expect(content.slides).toBeGreaterThanOrEqual(8);
    expect(content.slides).toBeLessThanOrEqual(12);
    const request = llm.requests.at(-1)!;
    expect(request.body.messages[0]!.content).toContain('between 6 and 10 content slides');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({ model: 'gpt-test', response_format: { type: 'json_object' } });
    expect(request.body.messages[1]!.content).toBe('Sleep is important for memory and health.');
    const deck = await readDeck(llmAtelier, record.url!);
    expect(await deck.text(4)).toContain('Consolidation happens at night');
  });

  it('fails the task and refunds when the outline API refuses (4xx error body)', async () => {
    const user = await llmAtelier.signUp();
    llm.script.push({
      status: 400,
      body: openAiError('This model does not exist.', 'invalid_request_error', 'model_not_found'),
    });
    const { body } = await user.json<{ task_id: string }>('/v1/PPTDocmee/generatePptx', {
      json: { subject: 'Anything at all.' },
    });
    const record = await finish(llmAtelier, user, body.data.task_id);
    expect(record).toMatchObject({ status: 'no', msg: 'The outline service refused the request.' });
    expect(await llmAtelier.services.credits.balance(user.id)).toBe(100);
  });
});
