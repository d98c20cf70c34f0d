#!/usr/bin/env node
// `npm run setup`: npm dependencies, then the offline engines from Debian/Ubuntu packages when we can
// install them (root, or sudo without a password). Elsewhere: print the exact command and carry on.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const APT_PACKAGES = [
  'ffmpeg',
  'chromium',
  'pocketsphinx',
  'pocketsphinx-en-us',
  'apertium',
  'apertium-eng-spa',
  // Offline translation with English: Catalan, Galician, Esperanto (every installed pair is offered).
  'apertium-eng-cat',
  'apertium-en-gl',
  'apertium-eo-en',
  'espeak-ng',
  // Presentations: PPTX → presentation.pdf (soffice --headless), and the overflow check reads the PDF's text boxes.
  'libreoffice-impress',
  // The decks' fonts (Arial, Times New Roman, Calibri, Cambria) as LibreOffice renders them: their metric twins, so
  // the layout's measurements hold in the PDF (without them LibreOffice falls back to the wider DejaVu).
  'fonts-liberation2',
  'fonts-crosextra-carlito',
  'fonts-crosextra-caladea',
  'poppler-utils',
  // Page URLs (YouTube, Vimeo, any page with a video): yt-dlp only finds the media URL; we download it ourselves.
  'yt-dlp',
];

const sh = (command, args, options = {}) => spawnSync(command, args, { stdio: 'inherit', ...options }).status === 0;
const has = (binary) => spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;

if (!process.argv.includes('--system-only')) {
  console.log('Installing npm dependencies …');
  const hasLock = fs.existsSync('package-lock.json');
  if (!sh('npm', [hasLock ? 'ci' : 'install'])) process.exit(1);
}

const isDebian = fs.existsSync('/etc/debian_version') && has('apt-get');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canSudo = !isRoot && has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
const missing = APT_PACKAGES.filter((pkg) => spawnSync('dpkg', ['-s', pkg], { stdio: 'ignore' }).status !== 0);

if (missing.length === 0) {
  console.log('Offline engines are installed.');
} else if (isDebian && (isRoot || canSudo)) {
  const sudo = isRoot ? [] : ['sudo', '-n'];
  const apt = (aptArgs) => {
    const command = [...sudo, 'apt-get', ...aptArgs];
    return sh(command[0], command.slice(1), { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  console.log(`Installing offline engines: ${missing.join(' ')}`);
  if (!(apt(['update']) && apt(['install', '-y', '--no-install-recommends', ...missing]))) {
    console.warn(`Could not install the offline engines. Try: sudo apt-get install -y ${missing.join(' ')}`);
  }
} else {
  console.log(
    '\nAtelier uses a few offline engines from your system packages (video, speech, translation, e2e browser).',
  );
  console.log(isDebian ? 'Install them with:\n' : 'On Debian/Ubuntu, install them with:\n');
  console.log(`  sudo apt-get install -y ${missing.join(' ')}\n`);
  console.log(
    'Elsewhere, install ffmpeg, pocketsphinx (+ en-us model), apertium (+ eng-spa, eng-cat, en-gl, eo-en), LibreOffice Impress, poppler-utils and Chromium with your package manager.',
  );
  console.log('Continuing: everything else works without them.');
}
console.log('\nSetup done. Start Atelier with: npm start');
