/** Building blocks the generation widgets share: the 4/10 + 6/10 layout, a file picker with preview, a select, progress. */
import { FileVideo, ImageUp, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '#app/lib/cn';
import type { RecentRunTool } from '#contract/recent-tasks';
import { LowCreditsBanner } from '#app/pricing/LowCreditsBanner';
import { RecentRuns } from './RecentRuns';
import { SectionFrame, SectionHeading } from '#app/sections/SectionHeading';
import { fill } from '#app/i18n/fill';
import { useToolText } from './text';

export function ToolFrame({
  id,
  title,
  description,
  form,
  result,
  label,
  recent,
}: {
  id?: string;
  title: string;
  description?: string;
  form: ReactNode;
  result: ReactNode;
  label: string;
  /** The tool's recent runs under it (found again after leaving in the middle); refreshKey re-reads them. */
  recent?: { tool: RecentRunTool; refreshKey?: string };
}) {
  return (
    <SectionFrame id={id} label={label}>
      <SectionHeading title={title} description={description} />
      <div className="grid gap-6 lg:grid-cols-10">
        <div className="rounded-[2rem] bg-surface p-5 shadow-card ring-1 ring-line sm:p-6 lg:col-span-4">{form}</div>
        <div className="min-h-80 rounded-[2rem] bg-surface p-5 shadow-card ring-1 ring-line sm:p-6 lg:col-span-6">
          <LowCreditsBanner />
          {result}
        </div>
      </div>
      {recent ? <RecentRuns tool={recent.tool} refreshKey={recent.refreshKey} /> : null}
    </SectionFrame>
  );
}

export function FilePicker({
  label,
  hint,
  accept,
  preview,
  fileName,
  onFile,
  disabled,
  error,
}: {
  label: string;
  hint?: string;
  accept: string;
  preview?: string | null;
  fileName?: string | null;
  onFile: (file: File) => void;
  disabled?: boolean;
  error?: string | null;
}) {
  const id = useId();
  const { t } = useToolText();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'relative flex min-h-40 flex-col items-center justify-center gap-2 overflow-hidden rounded-2xl border-2 border-dashed border-line bg-canvas p-4 text-center transition-colors',
          dragging && 'border-accent bg-accent-soft',
          error && 'border-danger',
        )}
      >
        {preview ? (
          <img src={preview} alt={t.selectedPreview} className="max-h-56 rounded-xl object-contain" />
        ) : accept.startsWith('video/') ? (
          <FileVideo className="size-8 text-ink-soft" aria-hidden data-testid="upload-icon-video" />
        ) : (
          <ImageUp className="size-8 text-ink-soft" aria-hidden data-testid="upload-icon-image" />
        )}
        <p className="text-sm text-ink-soft">{fileName ?? t.dropFile}</p>
        {hint ? <p className="text-xs text-ink-soft">{hint}</p> : null}
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={accept}
          disabled={disabled}
          className="absolute inset-0 cursor-pointer opacity-0"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled dropdown. `unavailable` says why an option cannot be chosen on this server (null when it can): such
 * options are disabled, and the reason shows under the field while the chosen one is unavailable.
 */
export function SelectField({
  label,
  value,
  options,
  onChange,
  disabled,
  unavailable = () => null,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  disabled?: boolean;
  unavailable?: (option: string) => string | null;
}) {
  const id = useId();
  const { t, say, option: optionLabel } = useToolText();
  const why = unavailable(value);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={why ? `${id}-why` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-60"
      >
        {options.map((option) => {
          const reason = unavailable(option);
          return (
            <option key={option} value={option} disabled={Boolean(reason) && option !== value}>
              {reason ? fill(t.notAvailableHere, { option: optionLabel(option) }) : optionLabel(option)}
            </option>
          );
        })}
      </select>
      {why ? (
        <p id={`${id}-why`} className="text-xs text-danger">
          {say(why)}
        </p>
      ) : null}
    </div>
  );
}

/** "0:07", "1:05": minutes and seconds. */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Seconds since the component mounted (a run's busy state mounts when the run starts), ticking once a second. */
function useElapsedSeconds(): number {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (now - startedAt) / 1000;
}

export function ProgressPanel({ text, progress }: { text: string; progress: number }) {
  const elapsed = useElapsedSeconds();
  const { t } = useToolText();
  // The elapsed time keeps its own element (tests read it); the words around it follow the language.
  const [before = '', after = ''] = fill(t.elapsed, { progress }).split('{time}');
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex h-full min-h-72 flex-col items-center justify-center gap-4 text-center"
    >
      <LoaderCircle className="size-10 animate-spin text-accent motion-reduce:animate-none" aria-hidden />
      <p className="text-base font-medium">{text}</p>
      <div className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-muted" aria-hidden>
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-500"
          style={{ width: `${Math.max(4, progress)}%` }}
        />
      </div>
      <p className="text-sm text-ink-soft">
        {before}
        <span data-testid="run-elapsed">{formatElapsed(elapsed)}</span>
        {after}
      </p>
    </div>
  );
}
