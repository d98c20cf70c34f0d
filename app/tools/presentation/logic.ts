/** The presentation widget's rules and outcome → message mapping (spec sections 4, 5, 8, 9), free of React. */
import {
  generatePptxRequestSchema,
  messages,
  polling,
  word2PptxRequestSchema,
  type TaskRecord,
} from '#contract/generation';
import { firstIssueMessage } from '#contract/tool-inputs';
import {
  buildPptxRequestSchema,
  DECK_PICTURES_MAX,
  DECK_PICTURES_TOO_MANY,
  modelUnavailable,
  languageUnavailable,
  type DeckOutlineInput,
  type DeckPicture,
  type DeckStyle,
  type DeckTaskContent,
  type OutlineResult,
  type OutlineSlideInput,
  type PresentationCapabilities,
} from '#contract/presentation';
import type { Envelope } from '#contract/wire';
import { authHeaders } from '#app/lib/api';
import { UploadRejectedError, validateImageFile } from '#app/lib/upload';
import { runTask, type TaskApi } from '../shared/run-task';

export type PresentationTab = 'text' | 'file';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface DeckOptions {
  language: string;
  tone: string;
  length: string;
  model: string;
}

/** The deck language (an option's English name) that matches a page language, when there is one. */
const DECK_LANGUAGE_OF_PAGE: Record<string, string> = { es: 'Spanish', zh: 'Chinese' };
export function deckLanguageFor(pageLocale: string): string | undefined {
  return DECK_LANGUAGE_OF_PAGE[pageLocale];
}

/**
 * The dropdowns' starting values: the first option, except length which starts at the SECOND (spec), and the
 * language, which starts at `preferredLanguage` (the page's) when the options offer it.
 */
export function defaultDeckOptions(
  section: {
    languageOptions: string[];
    toneOptions: string[];
    lengthOptions: string[];
    modelOptions: string[];
  },
  preferredLanguage?: string,
): DeckOptions {
  const preferred = section.languageOptions.find((option) => option === preferredLanguage);
  return {
    language: preferred ?? section.languageOptions[0]!,
    tone: section.toneOptions[0]!,
    length: section.lengthOptions[1] ?? section.lengthOptions[0]!,
    model: section.modelOptions[0]!,
  };
}

/** Only text/plain or .docx (by type, or by extension when the browser gives no type). */
export function fileKind(file: File): 'txt' | 'docx' | null {
  const name = file.name.toLowerCase();
  if (file.type === 'text/plain' || (!file.type && name.endsWith('.txt'))) return 'txt';
  if (file.type === DOCX_TYPE || (!file.type && name.endsWith('.docx'))) return 'docx';
  return null;
}

/** How many leading bytes the browser reads to tell a document from a renamed picture. */
const SNIFF_BYTES = 4096;

/**
 * The file's bytes must be what its name and type say (a JPEG renamed .txt is refused here, before any upload):
 * a .docx is a ZIP (starts "PK\x03\x04"); a .txt is UTF-8 text without NUL bytes. Returns the message, or null.
 */
export async function checkDocumentBytes(file: File): Promise<string | null> {
  const kind = fileKind(file);
  if (!kind) return messages.onlyTxtDocx;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (kind === 'docx') {
    const zip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
    return zip ? null : messages.onlyTxtDocx;
  }
  if (head.includes(0)) return messages.onlyTxtDocx;
  try {
    // stream: a character cut at the SNIFF_BYTES boundary is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return null;
  } catch {
    return messages.onlyTxtDocx;
  }
}

/** Picking files: exactly one, .txt or .docx. Returns the message to show, or null. */
export function validatePickedFiles(files: readonly File[]): string | null {
  if (files.length !== 1) return messages.onlyTxtDocx;
  return fileKind(files[0]!) ? null : messages.onlyTxtDocx;
}

/** The text tab: the topic by the endpoint's own schema ('The content of the text cannot be empty!'). */
export function validateTopic(text: string): string | null {
  return firstIssueMessage(generatePptxRequestSchema, { subject: text });
}

/** Uploads the .docx. Rejects with Error('401') when signed out (the widget opens sign-in). */
export async function uploadDocument(file: File, fetchImpl: typeof fetch = fetch): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetchImpl('/v1/PPTDocmee/upload', {
      method: 'POST',
      body: form,
      headers: authHeaders(),
      credentials: 'same-origin',
    });
  } catch {
    throw new Error(messages.fileUploadFailed);
  }
  if (response.status === 401) throw new Error('401');
  const envelope = (await response.json().catch(() => null)) as {
    code: number;
    msg: string;
    data?: { url?: string };
  } | null;
  if (!envelope || envelope.code !== 0)
    throw envelope?.msg ? new UploadRejectedError(envelope.msg) : new Error(messages.fileUploadFailed);
  if (!envelope.data?.url) throw new Error(messages.uploadNoUrl);
  return envelope.data.url;
}

export type DeckSource =
  { kind: 'text'; subject: string } | { kind: 'txt'; dataUrl: string } | { kind: 'docx'; fileUrl: string };

export type DeckResult =
  | { ok: true; url: string | null; content: DeckTaskContent | null }
  | { ok: false; message: string | null; credits?: boolean; aborted?: boolean };

/** The source as the outline and create endpoints name it. */
function sourceFields(source: DeckSource) {
  return source.kind === 'docx'
    ? { file_url: source.fileUrl }
    : source.kind === 'text'
      ? { subject: source.subject }
      : { dataUrl: source.dataUrl };
}

export async function generateDeck(options: {
  api: TaskApi;
  source: DeckSource;
  deck: DeckOptions;
  style?: DeckStyle;
  signal?: AbortSignal;
  onProgress?: (record: TaskRecord) => void;
}): Promise<DeckResult> {
  const { source, deck } = options;
  const [path, body, schema] =
    source.kind === 'docx'
      ? (['/v1/PPTDocmee/word2pptx', { ...sourceFields(source), ...deck }, word2PptxRequestSchema] as const)
      : (['/v1/PPTDocmee/generatePptx', { ...sourceFields(source), ...deck }, generatePptxRequestSchema] as const);
  const invalid = firstIssueMessage(schema, body);
  if (invalid) return { ok: false, message: invalid };
  return runDeckTask({ ...options, path, body: { ...body, ...options.style } });
}

/** Builds the deck from the reviewed outline (POST /v1/PPTDocmee/buildPptx: the one charged step). */
export async function buildDeckFromOutline(options: {
  api: TaskApi;
  outline: DeckOutlineInput;
  deck: DeckOptions;
  style?: DeckStyle;
  signal?: AbortSignal;
  onProgress?: (record: TaskRecord) => void;
}): Promise<DeckResult> {
  const body = { outline: options.outline, ...options.deck, ...options.style };
  const invalid = firstIssueMessage(buildPptxRequestSchema, body);
  if (invalid) return { ok: false, message: invalid };
  return runDeckTask({ ...options, path: '/v1/PPTDocmee/buildPptx', body });
}

async function runDeckTask(options: {
  api: TaskApi;
  path: string;
  body: unknown;
  signal?: AbortSignal;
  onProgress?: (record: TaskRecord) => void;
}): Promise<DeckResult> {
  const { path, body } = options;
  const outcome = await runTask({
    api: options.api,
    path,
    body,
    ...polling.presentation,
    signal: options.signal,
    onProgress: options.onProgress,
  });
  switch (outcome.kind) {
    case 'ok':
      return { ok: true, url: outcome.record.url, content: (outcome.record.content as DeckTaskContent) ?? null };
    case 'failed':
      return { ok: false, message: outcome.record.error_message || messages.taskFailed };
    case 'create-failed':
      return { ok: false, message: messages.startFailed };
    case 'credits':
      return { ok: false, message: null, credits: true };
    case 'timeout':
      return { ok: false, message: messages.processingTimedOut };
    case 'poll-failed':
      return { ok: false, message: messages.processingFailed };
    case 'error':
      return { ok: false, message: messages.unexpected };
    case 'unauthorized':
      return { ok: false, message: null };
    case 'aborted':
      return { ok: false, message: null, aborted: true };
  }
}

// ---------------------------------------------------------------------------------------------------------
// Outline first (issue #18 item 1): fetch the outline, edit it (pure functions), build it.

/** The JSON calls the outline review makes (the app's API client fits; tests pass fakes). */
export interface OutlineApi {
  post: <T>(path: string, body: unknown, options?: { signal?: AbortSignal }) => Promise<Envelope<T>>;
}

export type OutlineOutcome = { ok: true; outline: DeckOutlineInput } | { ok: false; message: string };

/** POST /v1/PPTDocmee/outline (free): the outline the deck would have, the user's pictures placed on it. */
export async function fetchOutline(
  api: OutlineApi,
  source: DeckSource,
  deck: DeckOptions,
  signal?: AbortSignal,
  images: readonly DeckPicture[] = [],
): Promise<OutlineOutcome> {
  try {
    const envelope = await api.post<OutlineResult>(
      '/v1/PPTDocmee/outline',
      { ...sourceFields(source), ...deck, ...(images.length ? { images } : {}) },
      { signal },
    );
    if (envelope.code !== 0 || !envelope.data) return { ok: false, message: envelope.msg || messages.startFailed };
    return { ok: true, outline: envelope.data.outline };
  } catch (error) {
    if ((error as Error).name === 'UnauthorizedError') return { ok: false, message: '' };
    return { ok: false, message: messages.unexpected };
  }
}

/** POST /v1/PPTDocmee/outline/slide: the slide's points chosen again from its notes. */
export async function regenerateSlide(
  api: OutlineApi,
  slide: OutlineSlideInput,
  variant: number,
  deck: DeckOptions,
): Promise<OutlineSlideInput | null> {
  try {
    const envelope = await api.post<{ slide: OutlineSlideInput }>('/v1/PPTDocmee/outline/slide', {
      slide,
      variant,
      ...deck,
    });
    return envelope.code === 0 && envelope.data ? envelope.data.slide : null;
  } catch {
    return null;
  }
}

/** Where a slide is: its section and its place in it. */
export interface SlideAt {
  section: number;
  slide: number;
}

const cloneSections = (outline: DeckOutlineInput) =>
  outline.sections.map((s) => ({ ...s, slides: s.slides.map((slide) => ({ ...slide })) }));

export function updateSlide(
  outline: DeckOutlineInput,
  at: SlideAt,
  patch: Partial<OutlineSlideInput>,
): DeckOutlineInput {
  const sections = cloneSections(outline);
  const section = sections[at.section];
  if (!section?.slides[at.slide]) return outline;
  section.slides[at.slide] = { ...section.slides[at.slide]!, ...patch };
  return { ...outline, sections };
}

export function updateSection(outline: DeckOutlineInput, index: number, heading: string): DeckOutlineInput {
  const sections = cloneSections(outline);
  if (!sections[index]) return outline;
  sections[index] = { ...sections[index], heading };
  return { ...outline, sections };
}

/** Moves a slide one place up or down; past its section's edge it joins the neighbouring section. */
export function moveSlide(outline: DeckOutlineInput, at: SlideAt, by: -1 | 1): DeckOutlineInput {
  const sections = cloneSections(outline);
  const section = sections[at.section];
  const slide = section?.slides[at.slide];
  if (!section || !slide) return outline;
  const target = at.slide + by;
  if (target >= 0 && target < section.slides.length) {
    section.slides.splice(at.slide, 1);
    section.slides.splice(target, 0, slide);
  } else {
    const neighbour = sections[at.section + by];
    if (!neighbour) return outline;
    section.slides.splice(at.slide, 1);
    if (by < 0) neighbour.slides.push(slide);
    else neighbour.slides.unshift(slide);
  }
  return { ...outline, sections };
}

export function moveSection(outline: DeckOutlineInput, index: number, by: -1 | 1): DeckOutlineInput {
  const sections = cloneSections(outline);
  const target = index + by;
  if (!sections[index] || target < 0 || target >= sections.length) return outline;
  const [section] = sections.splice(index, 1);
  sections.splice(target, 0, section!);
  return { ...outline, sections };
}

export function deleteSlide(outline: DeckOutlineInput, at: SlideAt): DeckOutlineInput {
  const sections = cloneSections(outline);
  sections[at.section]?.slides.splice(at.slide, 1);
  return { ...outline, sections };
}

export function deleteSection(outline: DeckOutlineInput, index: number): DeckOutlineInput {
  const sections = cloneSections(outline);
  sections.splice(index, 1);
  return { ...outline, sections };
}

/** What a new slide or section starts with, in the page's language (the user writes over it). */
export interface NewSlideWords {
  newSlide: string;
  newPoint: string;
  newSection: string;
}
const ENGLISH_NEW: NewSlideWords = { newSlide: 'New slide', newPoint: 'A point', newSection: 'New section' };

/** A new slide after `at` (or at the end of the section), titled and with one point to fill in. */
export function addSlide(
  outline: DeckOutlineInput,
  section: number,
  after?: number,
  words: NewSlideWords = ENGLISH_NEW,
): DeckOutlineInput {
  const sections = cloneSections(outline);
  const target = sections[section];
  if (!target) return outline;
  const index = after === undefined ? target.slides.length : after + 1;
  target.slides.splice(index, 0, { title: words.newSlide, bullets: [words.newPoint], notes: '' });
  return { ...outline, sections };
}

export function addSection(outline: DeckOutlineInput, words: NewSlideWords = ENGLISH_NEW): DeckOutlineInput {
  return {
    ...outline,
    sections: [
      ...cloneSections(outline),
      { heading: words.newSection, slides: [{ title: words.newSlide, bullets: [words.newPoint], notes: '' }] },
    ],
  };
}

/** Points as the editor shows them: one per line. */
export const bulletsToText = (bullets: readonly string[]) => bullets.join('\n');
export const textToBullets = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What the dropdowns may offer on this server: the reason an option is disabled, or null. */
export function optionReason(
  kind: 'model' | 'language',
  option: string,
  deck: DeckOptions,
  caps: PresentationCapabilities | null,
): string | null {
  if (!caps) return null;
  return kind === 'model' ? modelUnavailable(option, caps) : languageUnavailable(option, deck.model, caps);
}

// ---------------------------------------------------------------------------------------------------------
// The user's own pictures (issue #18 item 3, uploads): picked, checked here as the server checks them, uploaded
// through the image upload, captioned, and put on slides (by the server's caption match or in the editor).

/** The pictures picked: the message for the first one refused (type, size, one too many), or null. */
export function validateDeckPictures(files: readonly File[], alreadyAdded: number): string | null {
  if (alreadyAdded + files.length > DECK_PICTURES_MAX) return DECK_PICTURES_TOO_MANY;
  for (const file of files) {
    const invalid = validateImageFile(file);
    if (invalid) return invalid;
  }
  return null;
}

/** One slide's picture: one of the user's pictures, or none. */
export function setSlidePicture(outline: DeckOutlineInput, at: SlideAt, picture: DeckPicture | null): DeckOutlineInput {
  const slide = outline.sections[at.section]?.slides[at.slide];
  if (!slide) return outline;
  const { image: _previous, ...rest } = slide;
  const next: OutlineSlideInput = picture ? { ...rest, image: { src: picture.url, caption: picture.caption } } : rest;
  const sections = cloneSections(outline);
  sections[at.section]!.slides[at.slide] = next;
  return { ...outline, sections };
}

/**
 * The outline after the list of the user's pictures changed: a slide keeps an upload still in the list (with its
 * caption as now written) and loses one removed; pictures of the document (data: URLs) stay as they are.
 */
export function syncOutlinePictures(outline: DeckOutlineInput, pictures: readonly DeckPicture[]): DeckOutlineInput {
  const byUrl = new Map(pictures.map((p) => [p.url, p.caption]));
  let changed = false;
  const sections = outline.sections.map((section) => ({
    ...section,
    slides: section.slides.map((slide) => {
      const src = slide.image?.src;
      if (!src || src.startsWith('data:')) return slide;
      const caption = byUrl.get(src);
      if (caption === slide.image!.caption) return slide;
      changed = true;
      if (caption === undefined) {
        const { image: _removed, ...rest } = slide;
        return rest;
      }
      return { ...slide, image: { src, caption } };
    }),
  }));
  return changed ? { ...outline, sections } : outline;
}
