/**
 * Machine-readable bench results. Every bench script calls `reportResults` with its headline figures; each
 * becomes one JSON line in the file named by BENCH_RESULTS_FILE (set by bench/run.ts, which prints them all as
 * one table at the end). Run alone, a script prints the same rows as its own summary.
 */
import fs from 'node:fs';

export const RESULTS_FILE_ENV = 'BENCH_RESULTS_FILE';

export interface Target {
  op: '<=' | '>=';
  limit: number;
}

export interface BenchFigure {
  /** The script, e.g. 'marketing'. */
  bench: string;
  /** What was measured, e.g. 'GET / req/s ÷ static file'. */
  metric: string;
  value: number;
  /** '×', 'ms', 'KiB', 'req/s', 'tasks/s' … */
  unit: string;
  /** The issue's goal; omitted for figures printed for context only. */
  target?: Target;
  /** Short context: the baseline, the database, why a figure is missing. */
  note?: string;
}

export interface BenchResult extends BenchFigure {
  /** "≤ 25 ms", or '' without a target. */
  targetText: string;
  /** null when the figure has no target. */
  met: boolean | null;
}

export function targetText(target: Target | undefined, unit: string): string {
  if (!target) return '';
  const sign = target.op === '<=' ? '≤' : '≥';
  return `${sign} ${target.limit}${unit === '×' ? '×' : ` ${unit}`}`;
}

export function evaluate(figure: BenchFigure): BenchResult {
  const met = figure.target
    ? Number.isFinite(figure.value) &&
      (figure.target.op === '<=' ? figure.value <= figure.target.limit : figure.value >= figure.target.limit)
    : null;
  return { ...figure, targetText: targetText(figure.target, figure.unit), met };
}

/** Rounds for display: ratios to 2 decimals, small values to 1, large ones to integers. */
export function formatValue(value: number, unit: string): string {
  if (!Number.isFinite(value)) return 'n/a';
  const size = Math.abs(value);
  const digits = unit === '×' ? 2 : size >= 100 || Number.isInteger(value) ? 0 : size >= 1 ? 1 : 3;
  const text = value.toFixed(digits);
  return unit === '×' ? `${text}×` : unit ? `${text} ${unit}` : text;
}

export function metText(met: boolean | null): string {
  return met === null ? '—' : met ? 'yes' : 'NO';
}

/** Appends the figures to BENCH_RESULTS_FILE (when run by bench/run.ts) and prints them. */
export function reportResults(figures: BenchFigure[]): BenchResult[] {
  const results = figures.map(evaluate);
  const file = process.env[RESULTS_FILE_ENV];
  if (file) fs.appendFileSync(file, results.map((result) => `${JSON.stringify(result)}\n`).join(''));
  console.log('\nResults:');
  console.table(
    results.map((result) => ({
      metric: result.metric,
      value: formatValue(result.value, result.unit),
      target: result.targetText || '—',
      met: metText(result.met),
      ...(result.note ? { note: result.note } : {}),
    })),
  );
  return results;
}

/** Reads the JSON lines back (bench/run.ts); lines that are not results are skipped. */
export function readResults(file: string): BenchResult[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as BenchResult];
      } catch {
        return [];
      }
    });
}

/** One Markdown table: metric | value | target | met | note (pasteable into the README). */
export function resultsTable(results: BenchResult[]): string {
  const rows = results.map((result) => [
    `${result.bench}: ${result.metric}`,
    formatValue(result.value, result.unit),
    result.targetText || '—',
    metText(result.met),
    result.note ?? '',
  ]);
  const header = ['metric', 'value', 'target', 'met', 'note'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
