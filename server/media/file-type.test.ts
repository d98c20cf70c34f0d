import { describe, expect, it } from 'vitest';
import { pictureType, sniffType } from './file-type';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const WEBP = new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBPVP8 ');
const MP4 = new TextEncoder().encode('\x00\x00\x00\x20ftypisom');

describe('file types by their first bytes', () => {
  it('tells PNG, JPEG, WebP and MP4 apart, and nothing else', () => {
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(JPEG)).toBe('image/jpeg');
    expect(sniffType(WEBP)).toBe('image/webp');
    expect(sniffType(MP4)).toBe('video/mp4');
    expect(sniffType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffType(PNG.subarray(0, 5))).toBeNull();
  });

  it('a picture is only PNG, JPEG or WebP, read from a whole file as from its head', () => {
    const longPng = new Uint8Array(4096);
    longPng.set(PNG);
    expect(pictureType(longPng)).toBe('image/png');
    expect(pictureType(Buffer.from(JPEG))).toBe('image/jpeg');
    expect(pictureType(WEBP)).toBe('image/webp');
    expect(pictureType(MP4)).toBeNull();
    expect(pictureType(new Uint8Array(0))).toBeNull();
  });
});
