import { describe, expect, it } from 'vitest';
import { isVideoSite, mediaFromYtDlpJson, readPageMedia } from './page-media';

describe('video from a web page', () => {
  it("reads og:video (relative URLs resolved) and the page's title", () => {
    const html = `<html><head><title>Ignored</title>
      <meta property="og:title" content="Chapter One &amp; Two">
      <meta property="og:video" content="/media/talk.mp4"></head><body></body></html>`;
    expect(readPageMedia(html, 'https://example.com/talks/1')).toEqual({
      mediaUrl: 'https://example.com/media/talk.mp4',
      title: 'Chapter One & Two',
    });
  });

  it('reads <video src> and <video><source src>, and the <title>', () => {
    expect(readPageMedia('<title> My  clip </title><video src="clip.webm" controls></video>', 'http://h/a/')).toEqual({
      mediaUrl: 'http://h/a/clip.webm',
      title: 'My clip',
    });
    const sources = `<video controls><source src='javascript:alert(1)'><source src="https://cdn.example/v.mp4" type="video/mp4"></video>`;
    expect(readPageMedia(sources, 'http://h/').mediaUrl).toBe('https://cdn.example/v.mp4');
    expect(readPageMedia('<p>no video here</p>', 'http://h/')).toEqual({});
  });

  it("takes one plain HTTP file from yt-dlp's JSON (never a stream playlist) with the site's headers", () => {
    const info = {
      title: 'A talk',
      url: 'https://media.example/v.mp4',
      protocol: 'https',
      http_headers: { 'User-Agent': 'UA', Referer: 'https://site/', Cookie: 'secret' },
    };
    expect(mediaFromYtDlpJson(JSON.stringify(info))).toEqual({
      mediaUrl: 'https://media.example/v.mp4',
      title: 'A talk',
      headers: { 'User-Agent': 'UA', Referer: 'https://site/' },
    });
    expect(mediaFromYtDlpJson(JSON.stringify({ ...info, protocol: 'm3u8_native' }))).toEqual({ title: 'A talk' });
    expect(mediaFromYtDlpJson('not json')).toEqual({});
  });

  it('knows the video sites that go straight to yt-dlp', () => {
    expect(isVideoSite('https://www.youtube.com/watch?v=abc')).toBe(true);
    expect(isVideoSite('https://youtu.be/abc')).toBe(true);
    expect(isVideoSite('https://player.vimeo.com/video/1')).toBe(true);
    expect(isVideoSite('https://notyoutube.com/x')).toBe(false);
  });
});
