/**
 * Browser uploads with progress and abort (XMLHttpRequest, the one browser API that reports upload progress).
 * - uploadImage: GET /api/file/auth for a signed grant, then POST /api/file/upload (png/jpeg/webp, size-checked first).
 * - uploadVideo: POST /goapi/v1/upload/temp (multipart `files` + `mime_type=video/mp4`), streamed by the server.
 */
import { IMAGE_UPLOAD_MAX_MB_DEFAULT, IMAGE_UPLOAD_MIME_TYPES, VIDEO_UPLOAD_MIME_TYPE } from '#contract/constants';
import type { Envelope } from '#contract/wire';
import { api, authHeaders, isOk, UnauthorizedError } from './api';

export interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export class UploadAbortedError extends Error {
  constructor() {
    super('Upload cancelled.');
    this.name = 'UploadAbortedError';
  }
}

/**
 * The server refused the upload and said why ("File size exceeds 100MB limit…", "Only MP4 (video/mp4) files are
 * accepted."): its message is shown as is — a generic "try again" would invite pointless retries.
 */
export class UploadRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadRejectedError';
  }
}

/** The message to show for a failed upload: the server's own reason when it gave one, else `fallback`. */
export function uploadFailureMessage(error: unknown, fallback: string): string {
  return error instanceof UploadRejectedError ? error.message : fallback;
}

/** The spec's client-side image rules; returns the message to show, or null when the file is fine. */
export function validateImageFile(file: File, maxMb = IMAGE_UPLOAD_MAX_MB_DEFAULT): string | null {
  if (!(IMAGE_UPLOAD_MIME_TYPES as readonly string[]).includes(file.type))
    return 'Only PNG, JPEG or WebP images are supported.';
  if (file.size > maxMb * 1024 * 1024) return `File size exceeds ${maxMb}MB limit. Please upload a smaller file.`;
  return null;
}

function sendForm<T>(
  url: string,
  form: FormData,
  options: UploadOptions,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status === 401) return reject(new UnauthorizedError());
      try {
        // The server may stream; the envelope is the last JSON line of the body.
        const lines = xhr.responseText.trim().split('\n').filter(Boolean);
        resolve(JSON.parse(lines.at(-1) ?? '') as Envelope<T>);
      } catch {
        reject(new Error('File upload failed. Please try again.'));
      }
    };
    xhr.onerror = () => reject(new Error('File upload failed. Please try again.'));
    xhr.onabort = () => reject(new UploadAbortedError());
    if (options.signal) {
      if (options.signal.aborted) return reject(new UploadAbortedError());
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

export interface UploadAuth {
  signature: string;
  expire: number;
  token: string;
  publicKey: string;
}

/** Gets an upload grant. A 401 rejects with an Error whose message is '401' (callers open the sign-in modal). */
export async function getUploadAuth(): Promise<UploadAuth> {
  const envelope = await api.get<UploadAuth>('/api/file/auth');
  if (!isOk(envelope)) throw new Error('Authentication request failed');
  return envelope.data;
}

/** Today's upload folder in the spec's layout: temp/YYYY/M/D. */
export function todayFolder(now = new Date()): string {
  return `temp/${now.getUTCFullYear()}/${now.getUTCMonth() + 1}/${now.getUTCDate()}`;
}

export async function uploadImage(file: File, options: UploadOptions & { folder?: string } = {}): Promise<string> {
  const grant = await getUploadAuth();
  const form = new FormData();
  form.append('file', file);
  form.append('fileName', file.name);
  form.append('folder', options.folder ?? todayFolder());
  form.append('signature', grant.signature);
  form.append('expire', String(grant.expire));
  form.append('token', grant.token);
  form.append('publicKey', grant.publicKey);
  const envelope = await sendForm<{ url: string }>('/api/file/upload', form, options);
  if (!isOk(envelope)) throw envelope.msg ? new UploadRejectedError(envelope.msg) : new Error('Image upload failed.');
  if (!envelope.data?.url) throw new Error('Upload succeeded but no file URL was returned.');
  return envelope.data.url;
}

export async function uploadVideo(file: File, options: UploadOptions = {}): Promise<string[]> {
  const form = new FormData();
  form.append('mime_type', VIDEO_UPLOAD_MIME_TYPE);
  form.append('files', file);
  const envelope = await sendForm<{ fileUrls?: string[] }>('/goapi/v1/upload/temp', form, options, authHeaders());
  if (!isOk(envelope))
    throw envelope.msg ? new UploadRejectedError(envelope.msg) : new Error('File upload failed. Please try again.');
  if (!envelope.data?.fileUrls?.length) throw new Error('Upload succeeded but no file URL was returned.');
  return envelope.data.fileUrls;
}
