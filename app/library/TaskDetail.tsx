/**
 * Task detail (loaded lazily, client only): the video, its transcript (click a line to seek; the line being
 * spoken is highlighted), search, export as TXT/SRT/VTT, rename, and the chat and translate functions.
 */
import { ArrowLeft, Check, Download, Languages, MessageCircleQuestion, Pencil, Search, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { saveBlob } from '../lib/download';
import {
  formatClock,
  transcriptToSrt,
  transcriptToTxt,
  transcriptToVtt,
  type ChatReply,
  type ServerSubtask,
  type ServerTask,
  type TranscriptSegment,
  type TranslationResult,
} from '#contract/library';
import { isCreditsExhausted, isOk, UnauthorizedError } from '../lib/api';
import { useSession } from '../lib/session';
import { useApiQuery } from '../lib/use-api-query';
import { usePricingModal } from '../pricing/PricingModal';
import { Button } from '../ui/button';
import { Input, Label } from '../ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { durationLabel, shortDate } from './format';
import { libraryApi, libraryQueries } from './library-api';

interface TaskDetailProps {
  taskId: string;
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

function Highlighted({ text, query }: { text: string; query: string }) {
  if (!query) return <>{text}</>;
  const parts = text.split(new RegExp(`(${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi'));
  return (
    <>
      {parts.map((part, i) =>
        part.toLowerCase() === query.toLowerCase() ? (
          <mark key={i} className="rounded bg-highlight/70 px-0.5 text-ink">
            {part}
          </mark>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

export default function TaskDetail({ taskId, siteId, onBack }: TaskDetailProps) {
  const { refresh } = useSession();
  const pricing = usePricingModal();
  const taskQuery = libraryQueries.task(taskId, siteId);
  const {
    data: task,
    error: failed,
    setData: setTask,
  } = useApiQuery<ServerTask>(taskQuery.path, { query: taskQuery.query, failureMessage: 'Could not load this task.' });
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
  const [language, setLanguage] = useState<'es' | 'en'>('es');
  const [translating, setTranslating] = useState(false);
  const [translated, setTranslated] = useState<TranslationResult | null>(null);
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

  const transcript = useMemo(() => task?.transcript ?? [], [task]);
  const activeIndex = useMemo(() => {
    let index = -1;
    for (let i = 0; i < transcript.length; i++) if (transcript[i]!.start <= currentTime + 0.05) index = i;
    return index;
  }, [transcript, currentTime]);
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

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!task || !draftTitle.trim()) return;
    const envelope = await libraryApi.update(task.id, { title: draftTitle.trim() });
    if (isOk(envelope)) {
      setTask({ ...task, title: envelope.data.title });
      setEditing(false);
      toast.success('Title updated.');
    } else toast.error(envelope.msg || 'Could not rename the task.');
  };

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    if (!task || !question.trim()) return;
    setAsking(true);
    try {
      const envelope = await libraryApi.chat(task.id, question.trim());
      if (isCreditsExhausted(envelope)) return pricing.open(envelope.msg);
      if (!isOk(envelope)) return void toast.error(envelope.msg || 'An unknown error occurred.');
      setAsked((list) => [...list, { question: question.trim(), reply: envelope.data }]);
      setQuestion('');
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) toast.error('An unknown error occurred.');
    } finally {
      setAsking(false);
      void refresh();
    }
  };

  const translate = async () => {
    if (!task) return;
    setTranslating(true);
    try {
      const envelope = await libraryApi.translate(task.id, language);
      if (isCreditsExhausted(envelope)) return pricing.open(envelope.msg);
      if (!isOk(envelope)) return void toast.error(envelope.msg || 'An unknown error occurred.');
      setTranslated(envelope.data);
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) toast.error('An unknown error occurred.');
    } finally {
      setTranslating(false);
      void refresh();
    }
  };

  const back = (
    <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3">
      <ArrowLeft aria-hidden /> Back to My Tasks
    </Button>
  );
  if (failed) {
    return (
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-6">
        {back}
        <p className="text-danger">{failed}</p>
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
        <span className="w-12 shrink-0 font-mono text-xs leading-5 text-accent tabular-nums">
          {formatClock(segment.start)}
        </span>
        <span className="leading-5">
          <Highlighted text={segment.text} query={query.trim()} />
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
              Title
            </Label>
            <Input
              id="task-title"
              value={draftTitle}
              onChange={(e) => setDraftTitle(e.target.value)}
              maxLength={200}
              autoFocus
            />
            <Button type="submit" size="icon" aria-label="Save title">
              <Check />
            </Button>
            <Button variant="ghost" size="icon" aria-label="Cancel rename" onClick={() => setEditing(false)}>
              <X />
            </Button>
          </form>
        ) : (
          <div className="flex min-w-0 items-center gap-2">
            <h1 className="truncate text-2xl font-semibold sm:text-3xl">{task.title}</h1>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Rename"
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
          {shortDate(task.created_at)} · {durationLabel(task.duration)} · Private
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
            <span className="text-sm font-medium text-ink">Export transcript</span>
            {(
              [
                ['TXT', 'txt', 'text/plain', transcriptToTxt],
                ['SRT', 'srt', 'application/x-subrip', transcriptToSrt],
                ['VTT', 'vtt', 'text/vtt', transcriptToVtt],
              ] as const
            ).map(([label, ext, type, format]) => (
              <Button
                key={label}
                variant="secondary"
                size="sm"
                disabled={!transcript.length}
                onClick={() => download(`${fileBase(task.title)}.${ext}`, format(transcript), type)}
              >
                <Download aria-hidden /> {label}
              </Button>
            ))}
          </div>
        </div>

        <Tabs defaultValue="transcript" className="flex min-w-0 flex-col gap-3">
          <TabsList className="self-start">
            <TabsTrigger value="transcript">Transcript</TabsTrigger>
            <TabsTrigger value="ask">Ask</TabsTrigger>
            <TabsTrigger value="translate">Translate</TabsTrigger>
          </TabsList>

          <TabsContent value="transcript" className="space-y-3 focus-visible:outline-none">
            <div className="relative">
              <Search
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-soft"
                aria-hidden
              />
              <Input
                type="search"
                aria-label="Search the transcript"
                placeholder="Search the transcript"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                className="pl-9"
              />
            </div>
            {query.trim() ? (
              <p className="text-xs text-ink-soft" role="status">
                {matches} {matches === 1 ? 'match' : 'matches'}
              </p>
            ) : null}
            {transcript.length ? (
              <ol
                className="max-h-[28rem] space-y-0.5 overflow-y-auto rounded-2xl border border-line bg-surface p-2"
                aria-label="Transcript"
              >
                {transcript.map((segment, index) =>
                  !query.trim() || segment.text.toLowerCase().includes(query.trim().toLowerCase())
                    ? segmentsLine(segment, index, index === activeIndex, lineRefs.current)
                    : null,
                )}
              </ol>
            ) : (
              <p className="rounded-2xl border border-line bg-surface p-6 text-sm text-ink-soft">
                No speech was found in this file.
              </p>
            )}
          </TabsContent>

          <TabsContent value="ask" className="space-y-3 focus-visible:outline-none">
            <form onSubmit={ask} className="flex gap-2">
              <Label htmlFor="task-question" className="sr-only">
                Ask about this video
              </Label>
              <Input
                id="task-question"
                placeholder="Ask about this video"
                value={question}
                onChange={(e) => setQuestion(e.target.value)}
                disabled={asking}
                maxLength={2000}
              />
              <Button type="submit" disabled={asking || !question.trim()}>
                <MessageCircleQuestion aria-hidden /> {asking ? 'Asking...' : 'Ask'}
              </Button>
            </form>
            <ol className="space-y-3" aria-label="Answers">
              {replies.map(({ question: q, reply }, i) => (
                <li key={reply.subtask_id ?? i} className="space-y-2 rounded-2xl border border-line bg-surface p-4">
                  <p className="text-sm font-semibold text-ink">{q}</p>
                  <p className="whitespace-pre-line text-sm text-ink-soft">{reply.answer}</p>
                  {reply.citations.length ? (
                    <div className="flex flex-wrap gap-1.5">
                      {reply.citations.map((c) => (
                        <Button
                          key={c.start}
                          size="sm"
                          variant="secondary"
                          onClick={() => seek(c.start)}
                          aria-label={`Play from ${formatClock(c.start)}`}
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

          <TabsContent value="translate" className="space-y-3 focus-visible:outline-none">
            <div className="flex flex-wrap items-end gap-2">
              <div className="space-y-1.5">
                <Label htmlFor="translate-language" className="block">
                  Translate to
                </Label>
                <select
                  id="translate-language"
                  value={language}
                  onChange={(e) => setLanguage(e.target.value as 'es' | 'en')}
                  className="h-10 rounded-xl border border-line bg-surface px-3 text-sm text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
                >
                  <option value="es">Spanish</option>
                  <option value="en">English</option>
                </select>
              </div>
              <Button onClick={() => void translate()} disabled={translating || !transcript.length}>
                <Languages aria-hidden /> {translating ? 'Translating...' : 'Translate'}
              </Button>
            </div>
            {translation ? (
              <ol
                className="max-h-[28rem] space-y-0.5 overflow-y-auto rounded-2xl border border-line bg-surface p-2"
                aria-label="Translation"
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
