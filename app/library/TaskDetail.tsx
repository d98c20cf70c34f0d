/**
 * Task detail (loaded lazily, client only): the video, its transcript (click a line or a word to seek; the line
 * and the word being spoken are highlighted), search, export as TXT/SRT/VTT/JSON/Markdown/DOCX (of the transcript
 * or its translation), rename, and the chat and translate functions.
 */
import {
  ArrowLeft,
  Check,
  Download,
  Languages,
  ListChecks,
  MessageCircleQuestion,
  Pencil,
  RotateCcw,
  Search,
  X,
} from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { saveBlob } from '../lib/download';
import {
  formatClock,
  type LanguageCode,
  type LibraryLanguages,
  transcriptToSrt,
  transcriptToTxt,
  transcriptToVtt,
  type ChatReply,
  type ServerSubtask,
  type ServerTask,
  type SummaryMoment,
  type TranscriptSegment,
  type TranscriptSummaryResult,
  type TranslationResult,
} from '#contract/library';
import { isCreditsExhausted, isOk, UnauthorizedError } from '../lib/api';
import { useSession } from '../lib/session';
import { useApiQuery } from '../lib/use-api-query';
import { usePricingModal } from '../pricing/PricingModal';
import { Button } from '../ui/button';
import { Input, Label } from '../ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { fill } from '#app/i18n/fill';
import { durationLabel } from './format';
import { libraryApi, libraryQueries } from './library-api';
import { speakersOf, transcriptToDocx, transcriptToJson, transcriptToMarkdown, type ExportMeta } from './exports';
import { useLibraryText } from './text';
import { enLibrary } from '#app/i18n/messages/en-library';

/** The logic's English fallbacks for a refusal without a message of its own (shown through `say`). */
const { errors: ERRORS } = enLibrary;
const UNKNOWN_ERROR = enLibrary.spec.unknownError;

interface TaskDetailProps {
  taskId: string;
  /** Seconds to start playing from (a search result's moment). */
  startAt?: number;
  siteId?: string;
  onBack: () => void;
  onDeleted?: () => void;
}

function download(name: string, text: string, type: string) {
  saveBlob(new Blob([text], { type }), name);
}

function fileBase(title: string): string {
  return (
    title
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'transcript'
  );
}

/**
 * Text on the highlight yellow, which is the same in both themes: the light theme's ink, also in dark mode (the dark
 * theme's light ink on yellow is about 1.5:1).
 */
const ON_HIGHLIGHT = 'text-[#1c1917]';

function Highlighted({ text, query }: { text: string; query: string }) {
  if (!query) return <>{text}</>;
  const parts = text.split(new RegExp(`(${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi'));
  return (
    <>
      {parts.map((part, i) =>
        part.toLowerCase() === query.toLowerCase() ? (
          <mark key={i} className={`rounded bg-highlight/70 px-0.5 ${ON_HIGHLIGHT}`}>
            {part}
          </mark>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

type ExportFormat = {
  label: string;
  ext: string;
  make: (segments: readonly TranscriptSegment[], meta: ExportMeta) => string | Promise<Blob>;
  type: string;
};
const EXPORT_FORMATS: ExportFormat[] = [
  { label: 'TXT', ext: 'txt', type: 'text/plain', make: (s) => transcriptToTxt(s) },
  { label: 'SRT', ext: 'srt', type: 'application/x-subrip', make: (s) => transcriptToSrt(s) },
  { label: 'VTT', ext: 'vtt', type: 'text/vtt', make: (s) => transcriptToVtt(s) },
  { label: 'JSON', ext: 'json', type: 'application/json', make: transcriptToJson },
  { label: 'Markdown', ext: 'md', type: 'text/markdown', make: transcriptToMarkdown },
  {
    label: 'DOCX',
    ext: 'docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    make: transcriptToDocx,
  },
];

/** Index of the last item starting at or before `time` (the one being spoken), or -1. */
function playingIndex(items: ReadonlyArray<{ start: number }>, time: number): number {
  let index = -1;
  for (let i = 0; i < items.length; i++) if (items[i]!.start <= time + 0.05) index = i;
  return index;
}

export default function TaskDetail({ taskId, siteId, onBack, startAt }: TaskDetailProps) {
  const { refresh } = useSession();
  const pricing = usePricingModal();
  const text = useLibraryText();
  const { t, say } = text;
  const taskQuery = libraryQueries.task(taskId, siteId);
  const {
    data: task,
    error: failed,
    setData: setTask,
  } = useApiQuery<ServerTask>(taskQuery.path, { query: taskQuery.query, failureMessage: ERRORS.loadTask });
  // The saved chats and translations, once the task itself loaded (a failure here only hides them).
  const subtasksQuery = libraryQueries.subtasks(taskId);
  const { data: subtasks } = useApiQuery<ServerSubtask[]>(subtasksQuery.path, {
    query: subtasksQuery.query,
    enabled: task !== null,
  });
  const [currentTime, setCurrentTime] = useState(0);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState(false);
  const [draftTitle, setDraftTitle] = useState('');
  const [question, setQuestion] = useState('');
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState<Array<{ question: string; reply: ChatReply }>>([]);
  const [language, setLanguage] = useState<LanguageCode>('es');
  const [languages, setLanguages] = useState<LibraryLanguages | null>(null);
  const [exportOf, setExportOf] = useState<'transcript' | 'translation'>('transcript');
  const [translating, setTranslating] = useState(false);
  const [translated, setTranslated] = useState<TranslationResult | null>(null);
  // Transcript editing: the lines' text and the speakers' names being edited (null = not editing).
  const [draftLines, setDraftLines] = useState<string[] | null>(null);
  const [draftSpeakers, setDraftSpeakers] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [summarising, setSummarising] = useState(false);
  const [summarised, setSummarised] = useState<TranscriptSummaryResult | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const lineRefs = useRef(new Map<number, HTMLButtonElement>());

  const replies = useMemo(() => {
    const saved = (subtasks ?? [])
      .filter((s) => s.kind === 'chat')
      .reverse()
      .map((s) => ({ question: String(s.input?.question ?? ''), reply: s.result as ChatReply }));
    return [...saved, ...asked];
  }, [subtasks, asked]);
  const translation =
    translated ?? ((subtasks?.find((s) => s.kind === 'translation')?.result as TranslationResult | undefined) || null);

  const summary =
    summarised ??
    ((subtasks?.find((s) => s.kind === 'summary')?.result as TranscriptSummaryResult | undefined) || null);

  const transcript = useMemo(() => task?.transcript ?? [], [task]);
  const activeIndex = useMemo(() => playingIndex(transcript, currentTime), [transcript, currentTime]);
  const activeWord = useMemo(
    () => playingIndex(transcript[activeIndex]?.words ?? [], currentTime),
    [transcript, activeIndex, currentTime],
  );
  // What this server translates to from the transcript's language (English offline).
  const targets = useMemo(() => {
    const from = (task?.language as LanguageCode | null | undefined) ?? 'en';
    const pairs = languages?.translation_pairs.filter((p) => p.from === from).map((p) => p.to);
    return pairs?.length ? pairs : (['es'] as LanguageCode[]);
  }, [languages, task]);

  const target = targets.includes(language) ? language : targets[0]!;

  useEffect(() => {
    let live = true;
    libraryApi
      .languages()
      .then((envelope) => {
        if (live && isOk(envelope)) setLanguages(envelope.data);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  const matches = useMemo(
    () =>
      query.trim() ? transcript.filter((s) => s.text.toLowerCase().includes(query.trim().toLowerCase())).length : 0,
    [transcript, query],
  );

  useEffect(() => {
    const line = lineRefs.current.get(activeIndex);
    if (line && !videoRef.current?.paused) line.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [activeIndex]);

  const seek = useCallback((seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    setCurrentTime(seconds);
    void video.play().catch(() => {});
  }, []);

  // Opened from a search result: start at its moment (once the video knows its length), the line in view.
  const startedAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !startAt || startedAt.current === startAt || !task) return;
    const go = () => {
      startedAt.current = startAt;
      video.currentTime = startAt;
      setCurrentTime(startAt);
      lineRefs.current.get(playingIndex(transcript, startAt))?.scrollIntoView({ block: 'center' });
    };
    if (video.readyState >= 1) go();
    else video.addEventListener('loadedmetadata', go, { once: true });
    return () => video.removeEventListener('loadedmetadata', go);
  }, [startAt, task, transcript]);

  const exportAs = async (format: ExportFormat) => {
    if (!task) return;
    const useTranslation = exportOf === 'translation' && translation;
    const segments = useTranslation ? translation.segments : transcript;
    const meta: ExportMeta = {
      title: task.title,
      language: useTranslation ? translation.target_language : (task.language ?? null),
      duration: task.duration,
    };
    const name = `${fileBase(task.title)}${useTranslation ? `.${translation.target_language}` : ''}.${format.ext}`;
    try {
      const made = await format.make(segments, meta);
      if (typeof made === 'string') download(name, made, format.type);
      else saveBlob(made, name);
    } catch {
      toast.error(t.spec.downloadFailed);
    }
  };

  const speakers = useMemo(() => speakersOf(transcript), [transcript]);

  const startEditing = () => {
    setDraftLines(transcript.map((s) => s.text));
    setDraftSpeakers(Object.fromEntries(speakers.map((name) => [name, name])));
    setQuery('');
  };

  const saveEdits = async (event: FormEvent) => {
    event.preventDefault();
    if (!task || !draftLines) return;
    const lines = draftLines.flatMap((text, index) =>
      text.trim() !== transcript[index]?.text ? [{ index, text: text.trim() }] : [],
    );
    if (lines.some((line) => !line.text)) return void toast.error(t.edit.empty);
    const renames = Object.fromEntries(
      Object.entries(draftSpeakers).filter(([from, to]) => to.trim() && to.trim() !== from),
    );
    if (!lines.length && !Object.keys(renames).length) return setDraftLines(null);
    setSaving(true);
    try {
      const envelope = await libraryApi.editTranscript(task.id, lines, renames);
      if (!isOk(envelope)) return void toast.error(say(envelope.msg || ERRORS.save));
      setTask(envelope.data);
      setDraftLines(null);
      toast.success(t.edit.saved);
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) toast.error(t.errors.save);
    } finally {
      setSaving(false);
    }
  };

  const revertEdits = async () => {
    if (!task) return;
    setSaving(true);
    try {
      const envelope = await libraryApi.revertTranscript(task.id);
      if (!isOk(envelope)) return void toast.error(say(envelope.msg || ERRORS.revert));
      setTask(envelope.data);
      setDraftLines(null);
      toast.success(t.edit.reverted);
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) toast.error(t.errors.revert);
    } finally {
      setSaving(false);
    }
  };

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!task || !draftTitle.trim()) return;
    const envelope = await libraryApi.update(task.id, { title: draftTitle.trim() });
    if (isOk(envelope)) {
      setTask({ ...task, title: envelope.data.title });
      setEditing(false);
      toast.success(t.detail.renamed);
    } else toast.error(say(envelope.msg || ERRORS.rename));
  };

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    if (!task || !question.trim()) return;
    setAsking(true);
    try {
      const envelope = await libraryApi.chat(task.id, question.trim());
      if (isCreditsExhausted(envelope)) return pricing.open(envelope.msg);
      if (!isOk(envelope)) return void toast.error(say(envelope.msg || UNKNOWN_ERROR));
      setAsked((list) => [...list, { question: question.trim(), reply: envelope.data }]);
      setQuestion('');
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) toast.error(t.spec.unknownError);
    } finally {
      setAsking(false);
      void refresh();
    }
  };

  const summarise = async () => {
    if (!task) return;
    setSummarising(true);
    try {
      const envelope = await libraryApi.summarise(task.id);
      if (isCreditsExhausted(envelope)) return pricing.open(envelope.msg);
      if (!isOk(envelope)) return void toast.error(say(envelope.msg || UNKNOWN_ERROR));
      setSummarised(envelope.data);
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) toast.error(t.spec.unknownError);
    } finally {
      setSummarising(false);
      void refresh();
    }
  };

  const momentList = (label: string, items: readonly SummaryMoment[], empty: string) => (
    <section className="space-y-2" aria-label={label}>
      <h2 className="text-sm font-semibold text-ink">{label}</h2>
      {items.length ? (
        <ul className="space-y-1.5">
          {items.map((item, i) => (
            <li key={`${item.start}-${i}`} className="flex gap-2 text-sm text-ink-soft">
              <button
                type="button"
                onClick={() => seek(item.start)}
                aria-label={fill(t.detail.playFrom, { time: formatClock(item.start) })}
                className="h-6 shrink-0 rounded-md bg-accent-soft px-1.5 font-mono text-xs text-accent-strong tabular-nums hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
              >
                {formatClock(item.start)}
              </button>
              <span className="leading-6">{item.text}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-soft">{empty}</p>
      )}
    </section>
  );

  const translate = async () => {
    if (!task) return;
    setTranslating(true);
    try {
      const envelope = await libraryApi.translate(task.id, target);
      if (isCreditsExhausted(envelope)) return pricing.open(envelope.msg);
      if (!isOk(envelope)) return void toast.error(say(envelope.msg || UNKNOWN_ERROR));
      setTranslated(envelope.data);
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) toast.error(t.spec.unknownError);
    } finally {
      setTranslating(false);
      void refresh();
    }
  };

  const back = (
    <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3">
      <ArrowLeft aria-hidden /> {t.detail.back}
    </Button>
  );
  if (failed) {
    return (
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-6">
        {back}
        <p className="text-danger">{say(failed)}</p>
      </div>
    );
  }
  if (!task) {
    return (
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-6" aria-busy="true">
        {back}
        <div className="aspect-video w-full max-w-3xl animate-pulse rounded-3xl bg-muted" />
      </div>
    );
  }

  const segmentsLine = (
    segment: TranscriptSegment,
    index: number,
    highlight: boolean,
    refMap?: Map<number, HTMLButtonElement>,
  ) => (
    <li key={`${segment.start}-${index}`}>
      <button
        type="button"
        ref={refMap ? (el) => void (el ? refMap.set(index, el) : refMap.delete(index)) : undefined}
        onClick={() => seek(segment.start)}
        aria-current={highlight ? 'true' : undefined}
        className={
          'flex w-full gap-3 rounded-xl px-3 py-2 text-left text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent ' +
          (highlight ? 'bg-accent-soft text-ink' : 'text-ink-soft hover:bg-muted hover:text-ink')
        }
      >
        {/* On the playing line's soft accent the plain accent is 4.4:1, short of 4.5:1 for small text. */}
        <span
          className={
            'w-12 shrink-0 font-mono text-xs leading-5 tabular-nums ' +
            (highlight ? 'text-accent-strong' : 'text-accent')
          }
        >
          {formatClock(segment.start)}
        </span>
        <span className="leading-5">
          {segment.speaker ? <span className="mr-1 font-semibold text-ink">{segment.speaker}:</span> : null}
          {segment.words?.length && !query.trim() ? (
            // Each word seeks to itself; the line's button stays the keyboard way in (it seeks to the line).
            segment.words.map((word, w) => (
              <span
                key={w}
                data-word-start={word.start}
                data-playing={highlight && w === activeWord ? 'true' : undefined}
                onClick={(event) => {
                  event.stopPropagation();
                  seek(word.start);
                }}
                className={
                  'cursor-pointer rounded px-px hover:underline ' +
                  (highlight && w === activeWord ? `bg-highlight/80 ${ON_HIGHLIGHT}` : '')
                }
              >
                {word.text}{' '}
              </span>
            ))
          ) : (
            <Highlighted text={segment.text} query={query.trim()} />
          )}
        </span>
      </button>
    </li>
  );

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        {editing ? (
          <form onSubmit={rename} className="flex w-full max-w-xl items-center gap-2">
            <Label htmlFor="task-title" className="sr-only">
              {t.detail.titleLabel}
            </Label>
            <Input
              id="task-title"
              value={draftTitle}
              onChange={(e) => setDraftTitle(e.target.value)}
              maxLength={200}
              autoFocus
            />
            <Button type="submit" size="icon" aria-label={t.detail.saveTitle}>
              <Check />
            </Button>
            <Button variant="ghost" size="icon" aria-label={t.detail.cancelRename} onClick={() => setEditing(false)}>
              <X />
            </Button>
          </form>
        ) : (
          <div className="flex min-w-0 items-center gap-2">
            <h1 className="truncate text-2xl font-semibold sm:text-3xl">{text.title(task.title)}</h1>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t.detail.rename}
              onClick={() => {
                setDraftTitle(task.title);
                setEditing(true);
              }}
            >
              <Pencil />
            </Button>
          </div>
        )}
        <p className="text-sm text-ink-soft">
          {text.date(task.created_at)} · {durationLabel(task.duration)} · {t.detail.private}
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <video
            ref={videoRef}
            src={task.video_url ?? undefined}
            poster={task.thumbnail_url ?? undefined}
            controls
            playsInline
            preload="metadata"
            className="aspect-video w-full rounded-3xl bg-ink shadow-card"
            onTimeUpdate={(e) => setCurrentTime(e.currentTarget.currentTime)}
            onSeeked={(e) => setCurrentTime(e.currentTarget.currentTime)}
            data-testid="task-video"
          />
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium text-ink">{t.detail.export}</span>
            {translation ? (
              <select
                aria-label={t.detail.exportWhich}
                value={exportOf}
                onChange={(e) => setExportOf(e.target.value as 'transcript' | 'translation')}
                className="h-8 rounded-lg border border-line bg-surface px-2 text-sm text-ink"
              >
                <option value="transcript">{t.detail.exportTranscript}</option>
                <option value="translation">
                  {fill(t.detail.exportTranslation, { language: text.language(translation.target_language) })}
                </option>
              </select>
            ) : (
              <span className="text-sm text-ink-soft">{t.detail.transcriptAs}</span>
            )}
            {EXPORT_FORMATS.map((format) => (
              <Button
                key={format.label}
                variant="secondary"
                size="sm"
                disabled={!transcript.length}
                onClick={() => void exportAs(format)}
              >
                <Download aria-hidden /> {format.label}
              </Button>
            ))}
          </div>
        </div>

        <Tabs defaultValue="transcript" className="flex min-w-0 flex-col gap-3">
          <TabsList className="self-start">
            <TabsTrigger value="transcript">{t.detail.tabTranscript}</TabsTrigger>
            <TabsTrigger value="ask">{t.detail.tabAsk}</TabsTrigger>
            <TabsTrigger value="summary">{t.detail.tabSummary}</TabsTrigger>
            <TabsTrigger value="translate">{t.detail.tabTranslate}</TabsTrigger>
          </TabsList>

          <TabsContent value="transcript" className="space-y-3 focus-visible:outline-none">
            {draftLines ? (
              <form onSubmit={saveEdits} className="space-y-3" aria-label={t.detail.editForm}>
                {speakers.length ? (
                  <fieldset className="space-y-2 rounded-2xl border border-line bg-surface p-3">
                    <legend className="px-1 text-sm font-medium text-ink">{t.detail.speakers}</legend>
                    <div className="grid gap-2 sm:grid-cols-2">
                      {speakers.map((name) => (
                        <div key={name} className="space-y-1">
                          <Label htmlFor={`speaker-${name}`} className="block text-xs text-ink-soft">
                            {fill(t.detail.nameFor, { speaker: name })}
                          </Label>
                          <Input
                            id={`speaker-${name}`}
                            value={draftSpeakers[name] ?? name}
                            maxLength={80}
                            onChange={(e) => setDraftSpeakers((all) => ({ ...all, [name]: e.target.value }))}
                          />
                        </div>
                      ))}
                    </div>
                  </fieldset>
                ) : null}
                <ol
                  className="max-h-[28rem] space-y-2 overflow-y-auto rounded-2xl border border-line bg-surface p-2"
                  aria-label={t.detail.lines}
                >
                  {transcript.map((segment, index) => (
                    <li key={`${segment.start}-${index}`} className="flex gap-3 px-1">
                      <span className="w-12 shrink-0 pt-2 font-mono text-xs text-accent tabular-nums">
                        {formatClock(segment.start)}
                      </span>
                      <textarea
                        aria-label={fill(t.detail.lineAt, { time: formatClock(segment.start) })}
                        value={draftLines[index] ?? ''}
                        rows={2}
                        maxLength={5000}
                        onChange={(e) =>
                          setDraftLines((lines) =>
                            lines ? lines.map((text, i) => (i === index ? e.target.value : text)) : lines,
                          )
                        }
                        className="min-h-10 w-full resize-y rounded-xl border border-line bg-canvas px-3 py-2 text-sm text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
                      />
                    </li>
                  ))}
                </ol>
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" disabled={saving}>
                    <Check aria-hidden /> {saving ? t.detail.saving : t.detail.saveChanges}
                  </Button>
                  <Button type="button" variant="ghost" disabled={saving} onClick={() => setDraftLines(null)}>
                    {t.detail.cancel}
                  </Button>
                </div>
              </form>
            ) : (
              <>
                <div className="flex flex-wrap items-center gap-2">
                  <div className="relative min-w-48 flex-1">
                    <Search
                      className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-soft"
                      aria-hidden
                    />
                    <Input
                      type="search"
                      aria-label={t.detail.searchTranscript}
                      placeholder={t.detail.searchTranscript}
                      value={query}
                      onChange={(e) => setQuery(e.target.value)}
                      className="pl-9"
                    />
                  </div>
                  {transcript.length ? (
                    <Button type="button" variant="secondary" size="sm" onClick={startEditing}>
                      <Pencil aria-hidden /> {t.detail.editTranscript}
                    </Button>
                  ) : null}
                  {task.transcript_edited ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      disabled={saving}
                      onClick={() => void revertEdits()}
                    >
                      <RotateCcw aria-hidden /> {t.detail.restoreOriginal}
                    </Button>
                  ) : null}
                </div>
                {query.trim() ? (
                  <p className="text-xs text-ink-soft" role="status">
                    {text.count(matches, t.detail.match, t.detail.matches)}
                  </p>
                ) : null}
                {transcript.length ? (
                  <ol
                    className="max-h-[28rem] space-y-0.5 overflow-y-auto rounded-2xl border border-line bg-surface p-2"
                    aria-label={t.detail.transcript}
                  >
                    {transcript.map((segment, index) =>
                      !query.trim() || segment.text.toLowerCase().includes(query.trim().toLowerCase())
                        ? segmentsLine(segment, index, index === activeIndex, lineRefs.current)
                        : null,
                    )}
                  </ol>
                ) : (
                  <p className="rounded-2xl border border-line bg-surface p-6 text-sm text-ink-soft">
                    {t.detail.noSpeech}
                  </p>
                )}
              </>
            )}
          </TabsContent>

          <TabsContent value="ask" className="space-y-3 focus-visible:outline-none">
            <form onSubmit={ask} className="flex gap-2">
              <Label htmlFor="task-question" className="sr-only">
                {t.detail.askLabel}
              </Label>
              <Input
                id="task-question"
                placeholder={t.detail.askLabel}
                value={question}
                onChange={(e) => setQuestion(e.target.value)}
                disabled={asking}
                maxLength={2000}
              />
              <Button type="submit" disabled={asking || !question.trim()}>
                <MessageCircleQuestion aria-hidden /> {asking ? t.detail.asking : t.detail.ask}
              </Button>
            </form>
            <ol className="space-y-3" aria-label={t.detail.answers}>
              {replies.map(({ question: q, reply }, i) => (
                <li key={reply.subtask_id ?? i} className="space-y-2 rounded-2xl border border-line bg-surface p-4">
                  <p className="text-sm font-semibold text-ink">{q}</p>
                  <p className="whitespace-pre-line text-sm text-ink-soft">{reply.answer}</p>
                  {reply.charged === 0 ? <p className="text-xs text-ink-soft">{t.detail.notAnswered}</p> : null}
                  {reply.citations.length ? (
                    <div className="flex flex-wrap gap-1.5">
                      {reply.citations.map((c) => (
                        <Button
                          key={c.start}
                          size="sm"
                          variant="secondary"
                          onClick={() => seek(c.start)}
                          aria-label={fill(t.detail.playFrom, { time: formatClock(c.start) })}
                        >
                          {formatClock(c.start)}
                        </Button>
                      ))}
                    </div>
                  ) : null}
                </li>
              ))}
            </ol>
          </TabsContent>

          <TabsContent value="summary" className="space-y-4 focus-visible:outline-none">
            <div className="flex flex-wrap items-center gap-2">
              <Button onClick={() => void summarise()} disabled={summarising || !transcript.length}>
                <ListChecks aria-hidden />{' '}
                {summarising ? t.detail.summarising : summary ? t.detail.summariseAgain : t.detail.summarise}
              </Button>
              {summary ? (
                <span className="text-xs text-ink-soft">
                  {summary.engine === 'llm' ? t.detail.byModel : t.detail.byExtract}
                </span>
              ) : null}
            </div>
            {summary ? (
              <div className="space-y-4 rounded-2xl border border-line bg-surface p-4">
                {momentList(t.detail.keyPoints, summary.key_points, t.detail.noKeyPoints)}
                {momentList(t.detail.actionItems, summary.action_items, t.detail.noActionItems)}
                {momentList(t.detail.notes, summary.notes, t.detail.noNotes)}
              </div>
            ) : null}
          </TabsContent>

          <TabsContent value="translate" className="space-y-3 focus-visible:outline-none">
            <div className="flex flex-wrap items-end gap-2">
              <div className="space-y-1.5">
                <Label htmlFor="translate-language" className="block">
                  {t.detail.translateTo}
                </Label>
                <select
                  id="translate-language"
                  value={target}
                  onChange={(e) => setLanguage(e.target.value as LanguageCode)}
                  className="h-10 rounded-xl border border-line bg-surface px-3 text-sm text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
                >
                  {targets.map((code) => (
                    <option key={code} value={code}>
                      {text.language(code)}
                    </option>
                  ))}
                </select>
              </div>
              <Button onClick={() => void translate()} disabled={translating || !transcript.length}>
                <Languages aria-hidden /> {translating ? t.detail.translating : t.detail.translate}
              </Button>
            </div>
            {translation ? (
              <ol
                className="max-h-[28rem] space-y-0.5 overflow-y-auto rounded-2xl border border-line bg-surface p-2"
                aria-label={t.detail.translation}
                lang={translation.target_language}
              >
                {translation.segments.map((segment, index) => segmentsLine(segment, index, false))}
              </ol>
            ) : null}
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
