import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('blog Markdown rendering', () => {
  it('renders ordinary Markdown', () => {
    const html = renderMarkdown(
      '# Title\n\nSome **bold** text and a [link](/headshots).\n\n- one\n- two\n\n![A cat](/media/chelsea.webp)',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="/headshots">link</a>');
    expect(html).toContain('<li>one</li>');
    expect(html).toMatch(/<img src="\/media\/chelsea\.webp" alt="A cat" loading="lazy" decoding="async" \/>/);
  });

  it('lets no script survive hostile Markdown', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '[click](javascript:alert(3))',
      '[click](JaVaScRiPt:alert(4))',
      '<a href="javascript:alert(5)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload="alert(6)"><script>alert(7)</script></svg>',
      '<div style="background:url(javascript:alert(8))" onclick="alert(9)">x</div>',
      '![x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxMCk8L3NjcmlwdD4=)',
      '<object data="evil.swf"></object><embed src="evil.swf">',
      '<form action="https://evil.example"><input name="q"></form>',
      '<style>body{display:none}</style>',
      '<math><mi xlink:href="javascript:alert(11)">x</mi></math>',
      '<a href="https://example.com" onmouseover="alert(12)">ok</a>',
    ].join('\n\n');
    const html = renderMarkdown(hostile);
    expect(html).not.toMatch(/<script|<iframe|<svg|<object|<embed|<form|<style|<math/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:text/i);
    expect(html).not.toMatch(/style=/i);
    // The safe link survives, made safe to open.
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>');
  });
});
