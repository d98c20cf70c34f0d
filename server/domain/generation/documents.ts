/**
 * Files the generation pages read: the source document of a presentation (uploaded as .docx or .txt, checked by
 * its bytes, not its name), the type of a picture put on a slide (by its bytes), and the tools' sample videos (made by our engines, content/tools/build-samples.mts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { messages } from '#contract/generation';
import { AppError } from '#server/errors';
import type { Services } from '#server/services';
import { datedKey } from '#server/storage/storage';
import { putOwnedFile } from '../files/stored-files';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const DOCUMENT_MAX_BYTES = 15 * 1024 * 1024;
const SAMPLES_DIR = path.resolve(import.meta.dirname, '../../../content/tools/media');

/** Checks an uploaded document by its bytes: a .docx is a ZIP, a .txt is UTF-8 text without NULs. */
function documentKind(bytes: Buffer, name: string, type: string): 'docx' | 'txt' | null {
  const isZip = bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (isZip && (type === DOCX_TYPE || name.toLowerCase().endsWith('.docx'))) return 'docx';
  if (!isZip && (type === 'text/plain' || name.toLowerCase().endsWith('.txt')) && !bytes.includes(0)) return 'txt';
  return null;
}

/** Stores a presentation's source document as the user's (private/temp/) and returns where word2pptx finds it. */
export async function storeSourceDocument(services: Services, userId: string, file: File) {
  if (file.size > DOCUMENT_MAX_BYTES)
    throw AppError.tooLarge('File size exceeds 15MB limit. Please upload a smaller file.');
  const bytes = Buffer.from(await file.arrayBuffer());
  const kind = documentKind(bytes, file.name, file.type);
  if (!kind) throw AppError.invalid(messages.onlyTxtDocx);
  const key = datedKey('private/temp', kind);
  await putOwnedFile(services, { userId }, key, bytes, {
    contentType: kind === 'docx' ? DOCX_TYPE : 'text/plain; charset=utf-8',
  });
  return { url: await services.storage.url(key), name: file.name, size: file.size };
}

/** A sample video's bytes by file name (the route admits only `[a-z0-9-]+.mp4`), or null. */
export async function readToolSample(name: string): Promise<Buffer<ArrayBuffer> | null> {
  return fs.readFile(path.join(SAMPLES_DIR, path.basename(name))).catch(() => null);
}
