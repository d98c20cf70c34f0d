import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateContent } from '#server/content/validate-content';
import { ContentError, parsePage, sectionSchema } from './sections';

const image = { src: '/media/chelsea.webp', alt: 'A cat', width: 451, height: 300 };

describe('page configs', () => {
  it('rejects a bad section with the file and the path of the bad field', () => {
    const page = {
      meta: { title: 'T', description: 'D' },
      sections: [
        { type: 'hero', title: 'Hello' },
        { type: 'image-cards', title: 'Cards', columns: 3, items: [{ title: 'One', image: { ...image, width: -3 } }] },
      ],
    };
    expect(() => parsePage('content/pages/x.json', page)).toThrow(ContentError);
    expect(() => parsePage('content/pages/x.json', page)).toThrow(
      /^content\/pages\/x\.json: sections\.1\.items\.0\.image\.width: /,
    );
  });

  it('rejects unknown section types and out-of-range options, naming the field', () => {
    expect(() =>
      parsePage('p.json', { meta: { title: 'T', description: 'D' }, sections: [{ type: 'carousel-3d' }] }),
    ).toThrow(/p\.json: sections\.0\.type/);
    expect(() =>
      parsePage('p.json', {
        meta: { title: 'T', description: 'D' },
        sections: [{ type: 'image-cards', title: 'x', columns: 5, items: [{ title: 'a', image }] }],
      }),
    ).toThrow(/sections\.0\.columns/);
    expect(() =>
      parsePage('p.json', {
        meta: { title: 'T', description: 'D' },
        sections: [{ type: 'content-cards', title: 'x', headingLevel: 'h3', items: [{ title: 'a' }] }],
      }),
    ).toThrow(/sections\.0\.headingLevel/);
    expect(() => parsePage('p.json', { meta: { title: 'T' }, sections: [] })).toThrow(/p\.json: meta\.description/);
  });

  it('fills in the spec defaults', () => {
    const blog = sectionSchema.parse({ type: 'blog-list', title: 'Blog' });
    expect(blog).toMatchObject({ postsPerPage: 4, siteId: '31' });
    expect(sectionSchema.parse({ type: 'ocr-demo', title: 'OCR' })).toMatchObject({ url: '/embed/ocr' });
    expect(sectionSchema.parse({ type: 'content-cards', title: 'C', items: [{ title: 'a' }] })).toMatchObject({
      headingLevel: 'h2',
      style: 1,
    });
    expect(sectionSchema.parse({ type: 'testimonials', title: 'T', items: [{ name: 'A', quote: 'q' }] })).toMatchObject(
      { showStars: false },
    );
  });

  it('validates every shipped content page and the brand at boot', () => {
    const pages = validateContent();
    expect(pages.get('home')?.sections.length).toBeGreaterThan(5);
    expect(pages.has('about')).toBe(true);
  });

  it('boot validation fails with the file and field of a broken page', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    fs.mkdirSync(path.join(dir, 'pages'));
    fs.writeFileSync(path.join(dir, 'brand.json'), JSON.stringify({ title: 'Atelier', description: 'Studio' }));
    fs.writeFileSync(
      path.join(dir, 'pages', 'good.json'),
      JSON.stringify({ meta: { title: 'T', description: 'D' }, sections: [] }),
    );
    fs.writeFileSync(
      path.join(dir, 'pages', 'bad.json'),
      JSON.stringify({
        meta: { title: 'T', description: 'D' },
        sections: [{ type: 'faq', title: 'FAQ', items: [{ question: 'Q?' }] }],
      }),
    );
    expect(() => validateContent(dir)).toThrow(/^content\/pages\/bad\.json: sections\.0\.items\.0\.answer: /);
    fs.writeFileSync(path.join(dir, 'pages', 'bad.json'), '{ not json');
    expect(() => validateContent(dir)).toThrow(/^content\/pages\/bad\.json: \(root\)/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
