import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getPage, pageNames } from './pages';

const rawPage = (name: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../content/pages/${name}.json`), 'utf8')) as {
    sections: Array<{ disabled?: boolean } & Record<string, unknown>>;
  };

describe('page configs as the browser gets them (issue #22 item 15)', () => {
  it('a disabled section is left out entirely, so none of its text is in the loader data', () => {
    const disabled = rawPage('home').sections.filter((section) => section.disabled);
    // The home page keeps a disabled seasonal section on purpose: this test needs one.
    expect(disabled.length).toBeGreaterThan(0);
    const served = JSON.stringify(getPage('home'));
    for (const section of disabled) expect(served).not.toContain(String(section.title));
  });

  it('no content page hands out a disabled section', () => {
    for (const name of pageNames())
      expect(
        getPage(name).sections.filter((s) => s.disabled),
        name,
      ).toEqual([]);
  });
});
