/** Content checks by magic bytes: the declared type or file name is never trusted. */
export type SniffedType = 'image/png' | 'image/jpeg' | 'image/webp' | 'video/mp4';

export const SNIFF_BYTES = 12;

export function sniffType(head: Uint8Array): SniffedType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 8 && head[0] === 0x89 && ascii(1, 4) === 'PNG' && head[4] === 0x0d && head[5] === 0x0a)
    return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  // ISO base media (MP4): a box size, then `ftyp`.
  if (head.length >= 8 && ascii(4, 8) === 'ftyp') return 'video/mp4';
  return null;
}

export type PictureType = Extract<SniffedType, `image/${string}`>;

/** A picture's type by its first bytes (PNG, JPEG, WebP), or null for anything else, videos included. */
export function pictureType(bytes: Uint8Array): PictureType | null {
  const type = sniffType(bytes.subarray(0, SNIFF_BYTES));
  return type?.startsWith('image/') ? (type as PictureType) : null;
}

export const EXTENSION_BY_TYPE: Record<SniffedType, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'video/mp4': '.mp4',
};
