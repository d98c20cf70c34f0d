/**
 * aria-label names an element only where its role may be named: on a plain div, span or p (no role) axe reports
 * "aria-prohibited-attr" (serious) and screen readers may ignore the name. CI's axe journey caught one such loading
 * placeholder only when it audited during the load; this reads every component for the whole class.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = import.meta.dirname;

function componentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** Opening tags of generic elements with an aria-label and no role (spread props may bring one: not judged). */
function namedGenericElements(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/<(div|span|p)\b([^<>]*?)\/?>/gs)) {
    const attributes = match[2]!;
    if (/\baria-label=/.test(attributes) && !/\brole=/.test(attributes) && !attributes.includes('{...')) {
      found.push(
        `line ${source.slice(0, match.index).split('\n').length}: <${match[1]}${attributes.replace(/\s+/g, ' ')}>`,
      );
    }
  }
  return found;
}

describe('aria-label', () => {
  it('finds a named div without a role (the check can fail)', () => {
    expect(namedGenericElements('<div className="h-40" aria-label="Loading user" />')).toHaveLength(1);
    expect(namedGenericElements('<div role="status" aria-label="Loading user" />')).toEqual([]);
    expect(namedGenericElements('<ul aria-label="Posts">')).toEqual([]);
  });

  it('is never on a div, span or p without a role in the app', () => {
    const offenders = componentFiles(APP).flatMap((file) =>
      namedGenericElements(fs.readFileSync(file, 'utf8')).map((where) => `${path.relative(APP, file)} ${where}`),
    );
    expect(offenders).toEqual([]);
  });
});
