/**
 * axe-core in a page, under the app's CSP. An injected <script> tag has no nonce, so the CSP blocks it
 * (`page.addScriptTag({ content })` does not run); the DevTools protocol's evaluate is not subject to the page's
 * CSP, so the source goes in through `page.evaluate`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A/AA and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string; summary: string }>;
}

export async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(AXE_SOURCE);
}

/** Every violation (all impacts) in the page, or inside `include` (a CSS selector) when given. */
export async function runAxe(page: Page, include?: string): Promise<AxeFinding[]> {
  await injectAxe(page);
  return page.evaluate(
    async ({ include, tags }) => {
      interface AxeResult {
        violations: Array<{
          id: string;
          impact?: string | null;
          help: string;
          nodes: Array<{ target: unknown[]; failureSummary?: string }>;
        }>;
      }
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } })
        .axe;
      const result = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String).join(' '),
          summary: (node.failureSummary ?? '').slice(0, 300),
        })),
      }));
    },
    { include, tags: [...AXE_TAGS] },
  );
}

/** The serious and critical ones, one readable line per affected node. */
export function seriousLines(findings: readonly AxeFinding[]): string[] {
  return findings
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .flatMap((finding) =>
      finding.nodes.map(
        (node) =>
          `${finding.impact} ${finding.id} (${finding.help}) at ${node.target}: ${node.summary.replace(/\s+/g, ' ')}`,
      ),
    );
}
