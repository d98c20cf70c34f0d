/**
 * Offline speech quality against ground truth (issue #17 items 2 and 9), for the default offline engine (Moonshine
 * tiny) with pocketsphinx, the one before it, printed beside it for comparison:
 *  - WER through the provider (as the import pipeline calls it), per set of real recordings with reference
 *    transcripts (see werSets: the clips settings were tuned on apart from the held-out ones), clean and re-encoded
 *    as 24 kbit/s MP3 and AAC, converted back to 16 kHz WAV the way the pipeline does;
 *  - seconds of processing per minute of audio, wall clock (what a user waits) and CPU, recognition in pieces +
 *    diarization, on a ~2-minute file (the clips concatenated) so the model's load is not counted per clip, and that
 *    file's WER (the pieces' stitching);
 *  - Moonshine's estimated word timings against pocketsphinx's alignment of the same words;
 *  - diarization error rate (standard DER, optimal speaker mapping, 0.25 s collar) and speakers found vs true, on
 *    recordings built from real voices with known boundaries (the LibriVox reader and the speakers of Debian's
 *    pocketsphinx-testdata, `apt-get install -y pocketsphinx-testdata`; skipped without it): one voice alone as
 *    users' files look (must stay one speaker), and 2–3-voice conversations with turns of one clip, 30 s+ and 2–4 s
 *    (see diarizationCases).
 * `npx tsx bench/speech-quality.ts [--engine moonshine|pocketsphinx] [--no-der] [--der-only] [--no-wer]
 * [--no-speed] [--no-timing] [--verbose]` and, to measure Moonshine's settings,
 * `--preprocessing plain|band|loudnorm --max-piece <s> --margin <s> --long-silence <s>`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TranscriptSegment, TranscriptWord } from '#contract/library';
import { diarize, type SpeakerTurn } from '#server/providers/speech/diarize';
import { diarizationErrorRate } from '#server/providers/speech/diarize-score';
import { MoonshineSpeechProvider, type Preprocessing } from '#server/providers/speech/moonshine';
import { PocketsphinxSpeechProvider } from '#server/providers/speech/pocketsphinx';
import type { SpeechProvider } from '#server/providers/speech/speech-provider';
import { reportResults, type BenchFigure } from './lib/report';

const SPEECH = path.resolve(import.meta.dirname, '../../shared/media/speech');
const TESTDATA = '/usr/share/pocketsphinx/test/data';
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-speech-bench-'));
const RATE = 16000;

/** `--name value` from the command line. */
function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const numberOption = (name: string) => (option(name) === undefined ? undefined : Number(option(name)));

/**
 * Any audio file (or raw 16 kHz s16le with `raw`) as 16 kHz mono samples, leading/trailing silence trimmed; at one
 * loudness (−23 LUFS) unless `keepLevel`, so in the mixes a speaker cannot be told apart by level alone.
 */
function loadVoice(file: string, options: { raw?: boolean; keepLevel?: boolean } = {}): Int16Array {
  const input = options.raw ? ['-f', 's16le', '-ar', String(RATE), '-ac', '1', '-i', file] : ['-i', file];
  const trim =
    'silenceremove=start_periods=1:start_threshold=-40dB,areverse,silenceremove=start_periods=1:start_threshold=-40dB,areverse';
  const filter = options.keepLevel ? trim : `${trim},loudnorm=I=-23:TP=-2`;
  const out = execFileSync(
    'ffmpeg',
    ['-v', 'error', ...input, '-af', filter, '-ac', '1', '-ar', String(RATE), '-f', 's16le', 'pipe:1'],
    { maxBuffer: 1 << 28 },
  );
  return new Int16Array(out.buffer, out.byteOffset, out.length / 2);
}

interface Turn {
  speaker: string;
  samples: Int16Array;
  /** Pause before the turn, seconds (default 0.4). */
  pauseBefore?: number;
}

/** Turns laid end to end with pauses of faint noise between them; the reference turns alongside. */
function buildConversation(turns: Turn[]) {
  const pauses = turns.map((t) => Math.round((t.pauseBefore ?? 0.4) * RATE));
  const tail = Math.round(0.4 * RATE);
  const total = turns.reduce((sum, t, i) => sum + t.samples.length + pauses[i]!, tail);
  const pcm = new Int16Array(total);
  let seed = 1;
  for (let i = 0; i < total; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pcm[i] = ((seed / 0x7fffffff) * 2 - 1) * 30; // ≈ −60 dBFS room noise
  }
  const reference: SpeakerTurn[] = [];
  let at = 0;
  turns.forEach((turn, t) => {
    at += pauses[t]!;
    for (let i = 0; i < turn.samples.length; i++)
      pcm[at + i] = Math.max(-32768, Math.min(32767, pcm[at + i]! + turn.samples[i]!));
    reference.push({ speaker: turn.speaker, start: at / RATE, end: (at + turn.samples.length) / RATE });
    at += turn.samples.length;
  });
  return { pcm, reference };
}

/** Turns taking each voice's next clip in round robin. */
function interleave(voices: Record<string, Int16Array[]>): Turn[] {
  const names = Object.keys(voices);
  const longest = Math.max(...names.map((n) => voices[n]!.length));
  const turns: Turn[] = [];
  for (let i = 0; i < longest; i++)
    for (const name of names) {
      const clip = voices[name]![i];
      if (clip) turns.push({ speaker: name, samples: clip });
    }
  return turns;
}

/** The samples spoken `factor` times faster, same pitch (ffmpeg atempo). */
function atTempo(samples: Int16Array, factor: number): Int16Array {
  const raw = ['-f', 's16le', '-ar', String(RATE), '-ac', '1'];
  const out = execFileSync(
    'ffmpeg',
    ['-v', 'error', ...raw, '-i', 'pipe:0', '-af', `atempo=${factor}`, ...raw, 'pipe:1'],
    {
      input: samples,
      maxBuffer: 1 << 28,
    },
  );
  return new Int16Array(out.buffer, out.byteOffset, out.length / 2);
}

/**
 * The clips in order, repeated until `seconds`, as one speaker's sentences with natural pauses (0.3–1.2 s). A
 * repeated clip is spoken a little faster or slower (±8 %): a real speaker never says a sentence twice the same, and
 * identical copies would make clusters of sentences.
 */
function readAloud(speaker: string, clips: Int16Array[], seconds: number, pauseSeed = 7): Turn[] {
  const turns: Turn[] = [];
  let total = 0;
  let seed = pauseSeed;
  for (let i = 0; total < seconds * RATE; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const clip = clips[i % clips.length]!;
    const samples = i < clips.length ? clip : atTempo(clip, 0.92 + 0.16 * (seed / 0x7fffffff));
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    turns.push({ speaker, samples, pauseBefore: 0.3 + 0.9 * (seed / 0x7fffffff) });
    total += samples.length;
  }
  return turns;
}

/** One speaker's clips concatenated and cut into pieces of `minSeconds`–`maxSeconds` (short conversational turns). */
function piecesOf(clips: Int16Array[], minSeconds: number, maxSeconds: number): Int16Array[] {
  const all = new Int16Array(clips.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const clip of clips) {
    all.set(clip, at);
    at += clip.length;
  }
  const pieces: Int16Array[] = [];
  let seed = 3;
  for (let start = 0; start < all.length;) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const length = Math.round((minSeconds + (maxSeconds - minSeconds) * (seed / 0x7fffffff)) * RATE);
    const end = Math.min(all.length, start + length);
    if (end - start >= minSeconds * RATE) pieces.push(all.subarray(start, end));
    start = end;
  }
  return pieces;
}

/** `repeat` copies of the clips one after another (a longer monologue from the few clips there are). */
const repeated = (clips: Int16Array[], repeat: number) => Array.from({ length: repeat }, () => clips).flat();

/** Samples scaled by `db` decibels (clipped). */
function withGain(samples: Int16Array, db: number): Int16Array {
  const gain = 10 ** (db / 20);
  return Int16Array.from(samples, (v) => Math.max(-32768, Math.min(32767, Math.round(v * gain))));
}

/** The recording through a lossy codec and back to 16 kHz samples (as an upload of that file would reach us). */
function throughCodec(pcm: Int16Array, codecArgs: string[], extension: string): Int16Array {
  const source = path.join(WORK, 'der-source.raw');
  const encoded = path.join(WORK, `der-encoded.${extension}`);
  fs.writeFileSync(source, pcm);
  const raw = ['-f', 's16le', '-ar', String(RATE), '-ac', '1'];
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...raw, '-i', source, ...codecArgs, encoded]);
  const out = execFileSync('ffmpeg', ['-v', 'error', '-i', encoded, ...raw, 'pipe:1'], { maxBuffer: 1 << 28 });
  const decoded = new Int16Array(out.buffer, out.byteOffset, out.length / 2);
  // The codec's priming delay would shift every reference boundary: keep the length, drop the delay.
  const delay = Math.max(0, decoded.length - pcm.length);
  return decoded.slice(delay > RATE ? 0 : delay, (delay > RATE ? 0 : delay) + pcm.length);
}

interface DiarizationCase {
  name: string;
  trueSpeakers: number;
  turns: Turn[];
  /** Re-encoding of the whole recording, if any. */
  codec?: { args: string[]; extension: string };
}

/**
 * Ground-truth cases, all from real recordings:
 *  - one voice alone, assembled as users' files look (must come out as ONE speaker): the reader's clips read aloud
 *    with natural pauses at their own level, at loudness changing by up to 18 dB between sentences, as 24 kbps MP3,
 *    a 2-minute reading, and each other voice of pocketsphinx-testdata alone;
 *  - 2–3 different voices: turns of one clip each (the original mixes), long turns (30 s+ each) and short ones
 *    (2–4 s pieces).
 */
function diarizationCases(): DiarizationCase[] {
  const readerFiles = fs
    .readdirSync(path.join(TESTDATA, 'librivox'))
    .filter((f) => f.endsWith('.wav'))
    .sort()
    .map((f) => path.join(TESTDATA, 'librivox', f));
  const reader = readerFiles.map((f) => loadVoice(f));
  const readerAsRecorded = readerFiles.map((f) => loadVoice(f, { keepLevel: true }));
  const cardFiles = ['001', '002', '003', '004', '005'].map((n) => path.join(TESTDATA, 'cards', `${n}.wav`));
  const cards = cardFiles.map((f) => loadVoice(f));
  const cardsAsRecorded = cardFiles.map((f) => loadVoice(f, { keepLevel: true }));
  const commandFiles = ['goforward', 'numbers', 'something'].map((n) => path.join(TESTDATA, `${n}.raw`));
  const commands = commandFiles.map((f) => loadVoice(f, { raw: true }));
  const commandsAsRecorded = commandFiles.map((f) => loadVoice(f, { raw: true, keepLevel: true }));
  const gains = [0, -12, 4, -18, -6];
  const louderAndSofter = readAloud('A', readerAsRecorded, 40).map((turn, i) => ({
    ...turn,
    samples: withGain(turn.samples, gains[i % gains.length]!),
  }));
  const mp3 = { args: ['-c:a', 'libmp3lame', '-b:a', '24k'], extension: 'mp3' };
  return [
    { name: '1 speaker: reader, clips read aloud', trueSpeakers: 1, turns: readAloud('A', readerAsRecorded, 25) },
    { name: '1 speaker: reader, loudness ±18 dB', trueSpeakers: 1, turns: louderAndSofter },
    {
      name: '1 speaker: reader, 24 kbps MP3',
      trueSpeakers: 1,
      turns: readAloud('A', readerAsRecorded, 40),
      codec: mp3,
    },
    { name: '1 speaker: reader, 2 minutes', trueSpeakers: 1, turns: readAloud('A', readerAsRecorded, 120, 11) },
    { name: '1 speaker: cards voice alone', trueSpeakers: 1, turns: readAloud('B', cardsAsRecorded, 30) },
    { name: '1 speaker: commands voice alone', trueSpeakers: 1, turns: readAloud('C', commandsAsRecorded, 30) },
    { name: '1 speaker: reader, one clip each', trueSpeakers: 1, turns: interleave({ A: reader }) },
    { name: '2 speakers: reader + cards', trueSpeakers: 2, turns: interleave({ A: reader, B: cards }) },
    { name: '2 speakers: reader + commands', trueSpeakers: 2, turns: interleave({ A: reader, C: commands }) },
    { name: '2 speakers: cards + commands', trueSpeakers: 2, turns: interleave({ B: cards, C: commands }) },
    { name: '3 speakers', trueSpeakers: 3, turns: interleave({ A: reader, B: cards, C: commands }) },
    {
      name: '2 speakers, long turns (30 s+): reader + cards',
      trueSpeakers: 2,
      turns: [
        ...readAloud('A', reader, 30),
        ...readAloud('B', cards, 30),
        ...readAloud('A', reader, 30, 5),
        ...readAloud('B', cards, 30, 5),
      ],
    },
    {
      name: '3 speakers, long turns (30 s+)',
      trueSpeakers: 3,
      turns: [...readAloud('A', reader, 30), ...readAloud('B', cards, 30), ...readAloud('C', commands, 30)],
    },
    {
      name: '2 speakers, short turns (2–4 s): reader + cards',
      trueSpeakers: 2,
      turns: interleave({ A: piecesOf(reader, 2, 4), B: piecesOf(repeated(cards, 2), 2, 4) }),
    },
    {
      name: '3 speakers, short turns (2–4 s)',
      trueSpeakers: 3,
      turns: interleave({
        A: piecesOf(reader, 2, 4),
        B: piecesOf(repeated(cards, 2), 2, 4),
        C: piecesOf(repeated(commands, 2), 2, 4),
      }),
    },
  ];
}

function diarizationFigures(): BenchFigure[] {
  if (!fs.existsSync(TESTDATA)) {
    return [
      { bench: 'speech-quality', metric: 'DER', value: NaN, unit: '%', note: 'pocketsphinx-testdata not installed' },
    ];
  }
  const figures: BenchFigure[] = [];
  for (const testCase of diarizationCases()) {
    const built = buildConversation(testCase.turns);
    const pcm = testCase.codec ? throughCodec(built.pcm, testCase.codec.args, testCase.codec.extension) : built.pcm;
    const hypothesis = diarize(pcm, RATE);
    const score = diarizationErrorRate(built.reference, hypothesis);
    const found = `found ${score.hypothesisSpeakers} of ${testCase.trueSpeakers} speakers`;
    figures.push({
      bench: 'speech-quality',
      metric: `DER ${testCase.name}, ${(pcm.length / RATE).toFixed(0)} s`,
      value: Math.round(score.der * 1000) / 10,
      unit: '%',
      target: { op: '<=', limit: 20 },
      note: `${found}; missed ${score.missed.toFixed(1)} s, false alarm ${score.falseAlarm.toFixed(1)} s, confusion ${score.confusion.toFixed(1)} s of ${score.scored.toFixed(1)} s`,
    });
    figures.push({
      bench: 'speech-quality',
      metric: `speakers found, ${testCase.name} (true: ${testCase.trueSpeakers})`,
      value: score.hypothesisSpeakers,
      unit: '',
      target: { op: '<=', limit: testCase.trueSpeakers },
      note: found,
    });
    if (process.argv.includes('--verbose'))
      console.log(`${testCase.name}: ${found}, DER ${(score.der * 100).toFixed(1)} %`, hypothesis);
  }
  return figures;
}

/** Word error rate: word-level edit distance over the reference's length. */
function wordErrors(reference: string, hypothesis: string): { errors: number; words: number } {
  const normalise = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z' ]/g, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => (w === 'mr' ? 'mister' : w));
  const ref = normalise(reference);
  const hyp = normalise(hypothesis);
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const row = [i];
    for (let j = 1; j <= hyp.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1));
    previous = row;
  }
  return { errors: previous[hyp.length]!, words: ref.length };
}

/** `name → transcript` from a Sphinx transcription file (`<s> words </s> (name)`). */
function readTranscription(file: string): Map<string, string> {
  const references = new Map<string, string>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^<s>(.*)<\/s>\s*\((.+)\)\s*$/.exec(line.trim());
    if (match) references.set(match[2]!, match[1]!.trim());
  }
  return references;
}

/** The import pipeline's conversion: any file → 16 kHz mono PCM WAV. */
function toPipelineWav(input: string, output: string): string {
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-i',
    input,
    '-vn',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-c:a',
    'pcm_s16le',
    output,
  ]);
  return output;
}

/** CPU seconds of this process's finished children (ffmpeg, pocketsphinx): /proc/self/stat cutime + cstime. */
function childrenCpuSeconds(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // After "pid (comm) ", field 3 is the state; cutime and cstime are fields 16 and 17 (clock ticks, 100 per second).
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const CODECS: Array<{ name: string; extension: string; args: string[] }> = [
  { name: 'clean', extension: 'wav', args: [] },
  { name: '24 kbps MP3', extension: 'mp3', args: ['-c:a', 'libmp3lame', '-b:a', '24k'] },
  { name: '24 kbps AAC', extension: 'm4a', args: ['-c:a', 'aac', '-b:a', '24k'] },
];

interface Clip {
  name: string;
  /** A WAV, or raw 16 kHz s16le samples (`raw`). */
  file: string;
  raw?: boolean;
  reference: string;
}

interface WerSet {
  name: string;
  /** 'tuning': the clips settings were chosen on (issue #17 before this bench); 'held-out': never tuned on. */
  role: 'tuning' | 'held-out';
  clips: Clip[];
}

/**
 * Every real recording with a reference transcript on this machine: the LibriVox reader (the 3 clips of
 * ../shared/media/speech were used to choose the settings in pocketsphinx.ts; the package's 2 others never were) and,
 * held out, the other voices of pocketsphinx-testdata: five card-game commands (cards.transcription), a robot
 * command (the sentence of goforward.gram) and a TIDIGITS digit string (its file name spells the digits, z = zero).
 * About 120 words in all: there is no larger held-out corpus offline.
 */
function werSets(): WerSet[] {
  const shared = readTranscription(path.join(SPEECH, 'transcription.txt'));
  const sets: WerSet[] = [
    {
      name: 'reader, tuning clips',
      role: 'tuning',
      clips: [...shared].map(([name, reference]) => ({ name, file: path.join(SPEECH, `${name}.wav`), reference })),
    },
  ];
  if (!fs.existsSync(TESTDATA)) return sets;
  const librivox = readTranscription(path.join(TESTDATA, 'librivox/transcription'));
  sets.push({
    name: 'reader, held-out clips',
    role: 'held-out',
    clips: [...librivox]
      .filter(([name]) => !shared.has(name))
      .map(([name, reference]) => ({ name, file: path.join(TESTDATA, 'librivox', `${name}.wav`), reference })),
  });
  const cards = readTranscription(path.join(TESTDATA, 'cards/cards.transcription'));
  sets.push({
    name: 'other voices (cards, command, digits)',
    role: 'held-out',
    clips: [
      ...[...cards].map(([name, reference]) => ({
        name: `cards-${name}`,
        file: path.join(TESTDATA, 'cards', `${name}.wav`),
        reference,
      })),
      { name: 'goforward', file: path.join(TESTDATA, 'goforward.raw'), raw: true, reference: 'go forward ten meters' },
      {
        name: 'digits',
        file: path.join(TESTDATA, 'tidigits/dhd.2934z.raw'),
        raw: true,
        reference: 'two nine three four zero',
      },
    ],
  });
  return sets;
}

/** The clip as a (lossless) WAV, then through the codec, then the import pipeline's 16 kHz WAV. */
function preparedClip(clip: Clip, codec: (typeof CODECS)[number]): string {
  let source = clip.file;
  if (clip.raw) {
    source = path.join(WORK, `${clip.name}.source.wav`);
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 's16le', '-ar', '16000', '-ac', '1', '-i', clip.file, source]);
  }
  if (codec.args.length) {
    const encoded = path.join(WORK, `${clip.name}.${codec.extension}`);
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', source, ...codec.args, encoded]);
    source = encoded;
  }
  return toPipelineWav(source, path.join(WORK, `${clip.name}.${codec.name}.wav`));
}

const percent = (errors: number, words: number) => Math.round((1000 * errors) / words) / 10;

interface Engine {
  provider: SpeechProvider;
  /** Prefix of its rows; the default engine's rows carry the issue's goals. */
  label: string;
  isDefault: boolean;
}

async function werFigures({ provider, label, isDefault }: Engine): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  const sets = werSets();
  for (const codec of CODECS) {
    const heldOut = { errors: 0, words: 0 };
    for (const set of sets) {
      let errors = 0;
      let words = 0;
      for (const clip of set.clips) {
        const segments = await provider.transcribe(preparedClip(clip, codec));
        const hypothesis = segments.map((s) => s.text).join(' ');
        const score = wordErrors(clip.reference, hypothesis);
        if (process.argv.includes('--verbose'))
          console.log(`${label} ${codec.name} ${clip.name}: ${score.errors}/${score.words} "${hypothesis}"`);
        errors += score.errors;
        words += score.words;
      }
      if (set.role === 'held-out') {
        heldOut.errors += errors;
        heldOut.words += words;
      }
      figures.push({
        bench: 'speech-quality',
        metric: `${label} WER ${codec.name}, ${set.name} (${set.role}: ${set.clips.length} clips, ${words} words)`,
        value: percent(errors, words),
        unit: '%',
      });
    }
    if (heldOut.words)
      figures.push({
        bench: 'speech-quality',
        metric: `${label} WER ${codec.name}, all held-out clips (${heldOut.words} words)`,
        value: percent(heldOut.errors, heldOut.words),
        unit: '%',
        ...(isDefault ? { target: { op: '<=' as const, limit: codec.args.length ? 30 : 20 } } : {}),
      });
  }
  return figures;
}

/**
 * What a user waits for, on one ~2-minute file (the tuning clips 8 times over, so the model's load is paid as in a
 * real import): wall-clock and CPU seconds per minute of audio, recognition on all cores; and the WER of that file,
 * which checks the pieces' stitching (it should match the clips' own WER).
 */
async function speedFigures({ provider, label, isDefault }: Engine): Promise<BenchFigure[]> {
  const references = readTranscription(path.join(SPEECH, 'transcription.txt'));
  const list = path.join(WORK, 'list.txt');
  const clips = [...references.keys()].map((name) => `file '${path.join(SPEECH, `${name}.wav`)}'`);
  fs.writeFileSync(
    list,
    Array.from({ length: 8 }, () => clips)
      .flat()
      .join('\n'),
  );
  const long = path.join(WORK, 'long.wav');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', long]);
  const seconds = Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', long]).toString(),
  );
  const loadBefore = os.loadavg()[0]!;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const childrenBefore = childrenCpuSeconds();
  const segments = await provider.transcribe(long, { durationSeconds: seconds });
  const wall = (performance.now() - started) / 1000;
  const nodeCpu = process.cpuUsage(cpuBefore);
  const nodeSeconds = (nodeCpu.user + nodeCpu.system) / 1e6;
  const engineSeconds = childrenCpuSeconds() - childrenBefore;
  const minutes = seconds / 60;
  const load = `load average ${loadBefore.toFixed(1)}–${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;
  const score = wordErrors(
    Array.from({ length: 8 }, () => [...references.values()])
      .flat()
      .join(' '),
    segments.map((s) => s.text).join(' '),
  );
  return [
    {
      bench: 'speech-quality',
      metric: `${label} processing s (wall clock) per minute of audio (decoding + recognition in pieces + diarization, ${seconds.toFixed(0)} s file)`,
      value: Math.round((wall / minutes) * 10) / 10,
      unit: 's',
      ...(isDefault ? { target: { op: '<=' as const, limit: 10 } } : {}),
      note: `what a user waits; at ${load} (the neighbours' load slows it; on an idle machine it is about CPU ÷ cores)`,
    },
    {
      bench: 'speech-quality',
      metric: `${label} processing s (CPU, all processes) per minute of audio (same file)`,
      value: Math.round(((engineSeconds + nodeSeconds) / minutes) * 10) / 10,
      unit: 's',
      note: `child processes (ffmpeg${provider.name === 'pocketsphinx' ? ' + pocketsphinx' : ''}) ${(engineSeconds / minutes).toFixed(2)} s, node (${provider.name === 'pocketsphinx' ? '' : 'ONNX recognition, '}diarization, splitting, piping) ${(nodeSeconds / minutes).toFixed(2)} s`,
    },
    {
      bench: 'speech-quality',
      metric: `${label} WER clean of that file, recognised in pieces (${score.words} words)`,
      value: percent(score.errors, score.words),
      unit: '%',
      note: 'the same clips one by one: the tuning row above',
    },
  ];
}

function engines(): Engine[] {
  const chosen = option('engine');
  const list: Engine[] = [];
  if (chosen !== 'pocketsphinx') {
    const provider = new MoonshineSpeechProvider({
      preprocessing: option('preprocessing') as Preprocessing | undefined,
      maxPieceSeconds: numberOption('max-piece'),
      marginSeconds: numberOption('margin'),
      longSilenceSeconds: numberOption('long-silence'),
    });
    list.push({ provider, label: 'moonshine:', isDefault: true });
  }
  if (chosen !== 'moonshine')
    list.push({ provider: new PocketsphinxSpeechProvider(), label: 'pocketsphinx (comparison):', isDefault: false });
  return list;
}

/** Words both transcripts share, paired by a word-level alignment (longest common subsequence of normalised words). */
function sharedWords(
  estimated: TranscriptWord[],
  reference: TranscriptWord[],
): Array<[TranscriptWord, TranscriptWord]> {
  const key = (word: TranscriptWord) => word.text.toLowerCase().replace(/[^a-z']/g, '');
  const a = estimated.map(key);
  const b = reference.map(key);
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i]![j] = a[i] && a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const pairs: Array<[TranscriptWord, TranscriptWord]> = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] && a[i] === b[j]) pairs.push([estimated[i++]!, reference[j++]!]);
    else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/**
 * Moonshine's word timings are estimated (the model gives none): compared, on the reader's clean clips, with the
 * timings pocketsphinx's decoder gives for the same words (its Viterbi alignment, within a frame or two of the truth
 * on clean read speech): the mean start error, and how often the estimated word's middle falls inside the real word
 * (what the playing-word highlight and click-to-seek need).
 */
async function wordTimingFigures(estimating: SpeechProvider): Promise<BenchFigure[]> {
  const aligner = new PocketsphinxSpeechProvider({ diarize: false });
  const clips = werSets()
    .filter((set) => set.name.startsWith('reader'))
    .flatMap((set) => set.clips);
  let startError = 0;
  let inside = 0;
  let count = 0;
  for (const clip of clips) {
    const wav = preparedClip(clip, CODECS[0]!);
    const words = (segments: TranscriptSegment[]) => segments.flatMap((segment) => segment.words ?? []);
    const pairs = sharedWords(words(await estimating.transcribe(wav)), words(await aligner.transcribe(wav)));
    for (const [guess, truth] of pairs) {
      startError += Math.abs(guess.start - truth.start);
      const middle = (guess.start + guess.end) / 2;
      if (middle >= truth.start && middle <= truth.end) inside++;
      count++;
    }
  }
  return [
    {
      bench: 'speech-quality',
      metric: `moonshine: estimated word start error vs pocketsphinx's alignment (${clips.length} reader clips, ${count} words)`,
      value: Math.round((startError / Math.max(1, count)) * 1000),
      unit: 'ms',
      note: `${((100 * inside) / Math.max(1, count)).toFixed(0)} % of estimated word middles inside the aligned word`,
    },
  ];
}

async function recognitionFigures(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const engine of engines()) {
    figures.push(
      ...(process.argv.includes('--no-wer') ? [] : await werFigures(engine)),
      ...(process.argv.includes('--no-speed') ? [] : await speedFigures(engine)),
    );
    if (engine.isDefault && !process.argv.includes('--no-timing'))
      figures.push(...(await wordTimingFigures(engine.provider)));
  }
  return figures;
}

const figures = [
  ...(process.argv.includes('--der-only') ? [] : await recognitionFigures()),
  ...(process.argv.includes('--no-der') ? [] : diarizationFigures()),
];
reportResults(figures);
fs.rmSync(WORK, { recursive: true, force: true });
