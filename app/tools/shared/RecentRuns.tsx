/**
 * "Your recent runs" under a tool (issue #22 item 5): the signed-in user's latest tasks of this tool, so a run left
 * in the middle (the page closed, another page opened) is found again — still running with its progress, or done
 * with its result. Read from GET /v1/generation/recent; while one is running the list is re-read every few seconds.
 * The whole history of every tool is on /creations (linked under the list).
 */
import { CheckCircle2, Clock, ExternalLink, LoaderCircle, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { RESULT_URL_SEPARATOR } from '#contract/colouring';
import { RECENT_RUNS_LIMIT, type Creation, type RecentRunTool } from '#contract/recent-tasks';
import { useSession } from '#app/lib/session';
import { useApiQuery } from '#app/lib/use-api-query';
import { useToolText, type ToolText } from './text';

/** How often the list is re-read while one of its runs is still going. */
export const RECENT_RUNS_REFRESH_MS = 3_000;

function startedText(createdAt: number, languageTag: string): string {
  // English stays as it was (en-GB: "3 Mar, 14:05"); the others in their own notation.
  return new Date(createdAt * 1000).toLocaleString(languageTag === 'en' ? 'en-GB' : languageTag, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/**
 * The signed-in user's latest runs of `tool`, re-read every few seconds while one of them is running and whenever
 * `refreshKey` changes (the page's own run started or ended). Null data when signed out.
 */
export function useRecentRuns(tool: RecentRunTool, refreshKey?: string, limit = RECENT_RUNS_LIMIT) {
  const { status } = useSession();
  const runs = useApiQuery<Creation[]>('/v1/generation/recent', {
    query: { tool, limit },
    enabled: status === 'signed-in',
    quietUnauthorized: true,
  });
  const { refetch } = runs;
  const running = runs.data?.some((run) => run.status === 'queuing' || run.status === 'processing') ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(refetch, RECENT_RUNS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);
  useEffect(() => {
    if (refreshKey !== undefined && status === 'signed-in') refetch();
    // refetch is stable per path/options; re-read only when the page's own run changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshKey]);
  return { ...runs, data: status === 'signed-in' ? runs.data : null };
}

/** `refreshKey`: changes when this page's own run starts or ends (the list is read again). */
export function RecentRuns({ tool, refreshKey }: { tool: RecentRunTool; refreshKey?: string }) {
  const { status } = useSession();
  const runs = useRecentRuns(tool, refreshKey);
  const text = useToolText();
  const { t, href } = text;

  if (status !== 'signed-in' || !runs.data?.length) return null;
  return (
    <section
      aria-label={t.recentRuns}
      className="mt-6 rounded-[2rem] bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold">{t.recentRuns}</h3>
        <Link to={href(`/creations?tool=${tool}`)} className="text-sm text-accent underline underline-offset-2">
          {t.allCreations}
        </Link>
      </div>
      <ul className="mt-3 divide-y divide-line">
        {runs.data.map((run) => (
          <RunRow key={run.task_id} run={run} text={text} />
        ))}
      </ul>
    </section>
  );
}

/** A picture's path, signed or not (the query string follows the extension). */
const PICTURE = /\.(webp|png|jpe?g|gif|avif)(\?|#|$)/i;

function RunRow({ run, text }: { run: Creation; text: ToolText }) {
  const { t, say, languageTag } = text;
  const result = run.video_url ?? run.url;
  const busy = run.status === 'queuing' || run.status === 'processing';
  // A deck's record names its .pptx among the images (the polled record's shape): only pictures are previewed.
  const isImage = !run.video_url && run.images.length > 0 && PICTURE.test(run.images[0]!);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 text-sm" data-testid="recent-run">
      {run.status === 'ok' && isImage ? (
        <img src={run.images[0]} alt={t.resultPreview} className="size-12 rounded-lg object-cover ring-1 ring-line" />
      ) : run.status === 'ok' && run.video_url ? (
        <video src={run.video_url} muted preload="metadata" className="h-12 w-20 rounded-lg bg-muted object-cover" />
      ) : (
        <span className="grid size-12 place-items-center rounded-lg bg-muted" aria-hidden>
          {busy ? (
            <LoaderCircle className="size-5 animate-spin text-accent motion-reduce:animate-none" />
          ) : run.status === 'ok' ? (
            <CheckCircle2 className="size-5 text-success" />
          ) : (
            <XCircle className="size-5 text-danger" />
          )}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {t.runStatus[run.status]}
          {busy ? ` · ${run.progress}%` : ''}
        </p>
        <p className="flex items-center gap-1 text-xs text-ink-soft">
          <Clock className="size-3" aria-hidden /> {startedText(run.created_at, languageTag)}
          {run.status === 'no' && run.error_message ? ` · ${say(run.error_message)}` : ''}
        </p>
        {busy ? (
          <div className="mt-1.5 h-1.5 w-full max-w-48 overflow-hidden rounded-full bg-muted" aria-hidden>
            <div className="h-full rounded-full bg-accent" style={{ width: `${Math.max(4, run.progress)}%` }} />
          </div>
        ) : null}
      </div>
      {run.status === 'ok' && result ? (
        <a
          href={result.split(RESULT_URL_SEPARATOR)[0]}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-accent underline underline-offset-2"
        >
          {t.openResult} <ExternalLink className="size-3.5" aria-hidden />
        </a>
      ) : null}
    </li>
  );
}
