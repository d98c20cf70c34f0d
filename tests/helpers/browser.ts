/**
 * Real Chromium for the e2e journeys: CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own browser.
 * With none of them, launching fails with the fix spelled out — the e2e step never silently passes.
 */
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  try {
    const own = chromium.executablePath();
    if (own && fs.existsSync(own)) return own;
  } catch {
    /* no Playwright browser installed */
  }
  return undefined;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error(
      'No Chromium found for the e2e tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
        'or set CHROMIUM_PATH to a Chromium/Chrome binary.',
    );
  }
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
}
