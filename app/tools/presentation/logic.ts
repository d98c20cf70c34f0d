/** The presentation widget's rules and outcome → message mapping (spec sections 4, 5, 8, 9), free of React. */
import {
  generatePptxRequestSchema,
  messages,
  polling,
  word2PptxRequestSchema,
  type TaskRecord,
} from '#contract/generation';
import { firstIssueMessage } from '#contract/tool-inputs';
import { authHeaders } from '#app/lib/api';
import { UploadRejectedError } from '#app/lib/upload';
import { runTask, type TaskApi } from '../shared/run-task';

export type PresentationTab = 'text' | 'file';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface DeckOptions {
  language: string;
  tone: string;
  length: string;
  model: string;
}

/** The dropdowns' starting values: the first option, except length which starts at the SECOND (spec). */
export function defaultDeckOptions(section: {
  languageOptions: string[];
  toneOptions: string[];
  lengthOptions: string[];
  modelOptions: string[];
}): DeckOptions {
  return {
    language: section.languageOptions[0]!,
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
  { ok: true; url: string | null } | { ok: false; message: string | null; credits?: boolean; aborted?: boolean };

export async function generateDeck(options: {
  api: TaskApi;
  source: DeckSource;
  deck: DeckOptions;
  signal?: AbortSignal;
  onProgress?: (record: TaskRecord) => void;
}): Promise<DeckResult> {
  const { source, deck } = options;
  const [path, body, schema] =
    source.kind === 'docx'
      ? (['/v1/PPTDocmee/word2pptx', { file_url: source.fileUrl, ...deck }, word2PptxRequestSchema] as const)
      : ([
          '/v1/PPTDocmee/generatePptx',
          source.kind === 'text' ? { subject: source.subject, ...deck } : { dataUrl: source.dataUrl, ...deck },
          generatePptxRequestSchema,
        ] as const);
  const invalid = firstIssueMessage(schema, body);
  if (invalid) return { ok: false, message: invalid };
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
      return { ok: true, url: outcome.record.url };
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
