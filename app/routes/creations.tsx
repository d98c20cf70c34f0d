/**
 * /creations — My creations (issue #19 item 6): every generation of every tool the signed-in user ran, newest first,
 * paged, filtered by tool (both in the URL). Each shows its result (thumbnail, video frame or the tool's icon), tool,
 * date, status and credits, with Open, Download, Regenerate (a new task from the same stored input, charged like any
 * run) and Delete. Running ones are re-read every few seconds until they finish.
 */
import {
  CheckCircle2,
  Download,
  ExternalLink,
  FileText,
  Film,
  ImageIcon,
  LoaderCircle,
  Palette,
  Presentation,
  RefreshCw,
  Sparkles,
  Trash2,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { RESULT_URL_SEPARATOR } from '#contract/colouring';
import {
  CREATION_TOOL_PATHS,
  CREATION_TOOLS,
  CREATIONS_PAGE_SIZE,
  type Creation,
  type CreationsPage,
  type CreationTool,
} from '#contract/recent-tasks';
import { accountLoader } from '../account/loader.server';
import { accountMeta, isEnglishRequest } from '../account/route-data';
import { useRefusalText } from '../i18n/refusals';
import { useAccountText, type AccountText } from '../account/text';
import { api, isCreditsExhausted, isOk, UnauthorizedError } from '../lib/api';
import { cn } from '../lib/cn';
import { saveBlob } from '../lib/download';
import { useSession } from '../lib/session';
import { useApiQuery } from '../lib/use-api-query';
import { usePricingModal } from '../pricing/PricingModal';
import { Button } from '../ui/button';
import type { Route } from './+types/creations';

/** How often the page re-reads while one of its creations is still running. */
const REFRESH_MS = 3_000;

// `/es/creations` and `/zh/creations` use this module too (app/routes.ts): the language comes from the URL.
export const loader = (args: Route.LoaderArgs) => accountLoader(args);
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  isEnglishRequest(request) ? { i18n: undefined } : serverLoader();

export const meta: Route.MetaFunction = ({ data }) =>
  accountMeta(data, (t) => ({ title: t.creations.metaTitle, description: t.creations.metaDescription }), '/creations');

const TOOL_ICONS: Record<CreationTool, LucideIcon> = {
  headshot: Sparkles,
  'image-to-video': Film,
  watermark: Film,
  presentation: Presentation,
  'image-to-coloring': Palette,
  'text-to-coloring': Palette,
};

const STATUS_STYLE: Record<Creation['status'], string> = {
  queuing: 'bg-muted text-ink-soft',
  processing: 'bg-accent-soft text-ink',
  ok: 'bg-success/12 text-success',
  no: 'bg-danger/10 text-danger',
};

const isTool = (value: string | null): value is CreationTool =>
  value !== null && (CREATION_TOOLS as readonly string[]).includes(value);
const isBusy = (creation: Creation) => creation.status === 'queuing' || creation.status === 'processing';
/** The tool's name in the page's language (contract/recent-tasks.ts CREATION_TOOL_LABELS in English). */
const toolLabel = (text: AccountText, tool: string) => (isTool(tool) ? text.t.creations.tool[tool] : tool);

/** The result files of a finished creation: the video, else each page or image, else the document. */
export function resultFiles(creation: Creation): string[] {
  if (creation.status !== 'ok') return [];
  if (creation.video_url) return [creation.video_url];
  if (creation.images.length) return creation.images;
  return creation.url ? creation.url.split(RESULT_URL_SEPARATOR).filter(Boolean) : [];
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'video/mp4': 'mp4',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

function extensionOf(url: string, contentType: string): string {
  const known = EXTENSIONS[contentType.split(';')[0]!.trim()];
  if (known) return known;
  const fromPath = /\.([a-z0-9]{2,5})$/i.exec(new URL(url, window.location.href).pathname)?.[1];
  return fromPath?.toLowerCase() ?? 'bin';
}

async function downloadCreation(creation: Creation, text: AccountText): Promise<void> {
  const { t } = text;
  const files = resultFiles(creation);
  try {
    for (const [index, url] of files.entries()) {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const blob = await response.blob();
      const suffix = files.length > 1 ? `-${index + 1}` : '';
      saveBlob(blob, `${creation.tool}-${creation.task_id.slice(0, 8)}${suffix}.${extensionOf(url, blob.type)}`);
    }
    toast.success(
      files.length > 1 ? text.fill(t.creations.downloadedFiles, { count: files.length }) : t.creations.downloaded,
    );
  } catch {
    toast.error(t.creations.downloadFailed);
  }
}

export default function Creations() {
  const { status, openSignIn, refresh } = useSession();
  const pricing = usePricingModal();
  const text = useAccountText();
  const { t } = text;
  const [params, setParams] = useSearchParams();
  const toolParam = params.get('tool');
  const tool = isTool(toolParam) ? toolParam : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, refetch, setData } = useApiQuery<CreationsPage>('/v1/generation/creations', {
    query: { tool, page, page_size: CREATIONS_PAGE_SIZE },
    enabled: status === 'signed-in',
    failureMessage: t.apiFailed,
  });
  const running = data?.data.some(isBusy) ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(refetch, REFRESH_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);

  const pages = data ? Math.max(1, Math.ceil(data.total / CREATIONS_PAGE_SIZE)) : 1;
  function go(next: { tool?: CreationTool; page?: number }) {
    const search = new URLSearchParams();
    if (next.tool) search.set('tool', next.tool);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
    document.getElementById('creations-list')?.scrollIntoView({ block: 'start' });
  }

  async function regenerate(creation: Creation) {
    try {
      const envelope = await api.post<{ task_id: string }>(
        `/v1/generation/creations/${encodeURIComponent(creation.task_id)}/regenerate`,
        undefined,
        {},
      );
      if (isCreditsExhausted(envelope)) {
        const fresh = await refresh();
        pricing.open(
          text.fill(t.creations.needs, {
            credits: text.credits(creation.cost),
            have: text.number(fresh?.points.remaining_points ?? 0),
          }),
        );
        return;
      }
      if (!isOk(envelope)) {
        toast.error(envelope.msg || t.creations.startFailed);
        return;
      }
      toast.success(t.creations.regenerating);
      void refresh();
      if (page !== 1) go({ tool, page: 1 });
      else refetch();
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) toast.error(t.creations.startFailed);
    }
  }

  async function remove(creation: Creation) {
    try {
      const envelope = await api.post<null>(`/v1/generation/creations/${encodeURIComponent(creation.task_id)}/delete`);
      if (!isOk(envelope)) {
        toast.error(envelope.msg || t.creations.deleteFailed);
        return;
      }
      setData((current) =>
        current
          ? { data: current.data.filter((item) => item.task_id !== creation.task_id), total: current.total - 1 }
          : current,
      );
      toast.success(t.creations.deleted);
      refetch();
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) toast.error(t.creations.deleteFailed);
    }
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="max-w-3xl">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t.creations.title}</h1>
        <p className="mt-2 text-ink-soft">{t.creations.intro}</p>
      </div>
      {status === 'signed-out' ? (
        <div className="mt-10 rounded-3xl bg-surface p-8 text-center ring-1 ring-line">
          <p className="text-ink-soft">{t.creations.signIn}</p>
          <Button className="mt-4" onClick={() => openSignIn()}>
            {t.signIn}
          </Button>
        </div>
      ) : (
        <>
          <nav aria-label={t.creations.filterLabel} className="-mx-4 mt-8 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <ul className="flex gap-2 pb-1 sm:flex-wrap">
              {[undefined, ...CREATION_TOOLS].map((value) => {
                const selected = value === tool;
                return (
                  <li key={value ?? 'all'} className="shrink-0">
                    <button
                      type="button"
                      aria-pressed={selected}
                      onClick={() => go({ tool: value })}
                      className={cn(
                        'rounded-full px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent',
                        selected ? 'bg-ink text-canvas' : 'bg-surface text-ink ring-1 ring-line hover:bg-muted',
                      )}
                    >
                      {value ? t.creations.tool[value] : t.creations.allTools}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div id="creations-list" className="scroll-mt-24">
            {error ? (
              <p role="alert" className="mt-8 text-danger">
                {error}
              </p>
            ) : !data ? (
              <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={t.creations.loading}>
                {Array.from({ length: 3 }, (_, i) => (
                  <li key={i} className="h-80 animate-pulse rounded-3xl bg-muted motion-reduce:animate-none" />
                ))}
              </ul>
            ) : data.data.length === 0 ? (
              <EmptyState tool={tool} text={text} />
            ) : (
              <>
                <p className="mt-6 text-sm text-ink-soft" aria-live="polite">
                  {text.count(t.creations.count, data.total)}
                  {tool ? ` · ${t.creations.tool[tool]}` : ''}
                </p>
                <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={t.creations.list}>
                  {data.data.map((creation) => (
                    <CreationCard
                      key={creation.task_id}
                      creation={creation}
                      onRegenerate={regenerate}
                      onDelete={remove}
                      text={text}
                    />
                  ))}
                </ul>
                {pages > 1 ? (
                  <div className="mt-8 flex items-center justify-center gap-3">
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={page <= 1}
                      onClick={() => go({ tool, page: page - 1 })}
                    >
                      {t.previous}
                    </Button>
                    <span className="text-sm text-ink-soft">{text.fill(t.pageOf, { page, pages })}</span>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={page >= pages}
                      onClick={() => go({ tool, page: page + 1 })}
                    >
                      {t.next}
                    </Button>
                  </div>
                ) : null}
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function EmptyState({ tool, text }: { tool?: CreationTool; text: AccountText }) {
  const { t } = text;
  // English writes the tool's name in lower case inside a sentence; Spanish does too; Chinese has no case.
  const toolName = tool ? t.creations.tool[tool].toLowerCase() : '';
  return (
    <div className="mt-8 flex flex-col items-center rounded-3xl bg-surface p-10 text-center ring-1 ring-line">
      <ImageIcon className="size-10 text-ink-soft" aria-hidden />
      <p className="mt-4 font-semibold">{t.creations.emptyTitle}</p>
      <p className="mt-1 text-sm text-ink-soft">
        {tool ? text.fill(t.creations.emptyTool, { tool: toolName }) : t.creations.emptyAll}
      </p>
      <Button asChild variant="secondary" className="mt-5">
        <Link to={text.href(tool ? CREATION_TOOL_PATHS[tool] : '/headshots')}>
          {tool ? text.fill(t.creations.openTool, { tool: toolName }) : t.creations.tryTool}
        </Link>
      </Button>
    </div>
  );
}

function CreationCard({
  creation,
  onRegenerate,
  onDelete,
  text,
}: {
  creation: Creation;
  onRegenerate: (creation: Creation) => Promise<void>;
  onDelete: (creation: Creation) => Promise<void>;
  text: AccountText;
}) {
  const { t } = text;
  const [busyAction, setBusyAction] = useState<'download' | 'regenerate' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const files = resultFiles(creation);
  const busy = isBusy(creation);
  const label = toolLabel(text, creation.tool);
  // A failed run's reason is the server's: shown in the page's language when it is one of its known reasons.
  const reason = useRefusalText();
  const title = creation.summary || label;
  const act = (action: 'download' | 'regenerate' | 'delete', work: () => Promise<void>) => async () => {
    setBusyAction(action);
    await work();
    setBusyAction(null);
  };
  return (
    <li
      className="flex flex-col overflow-hidden rounded-3xl bg-surface shadow-card ring-1 ring-line"
      data-testid="creation"
      aria-label={`${label}: ${title}`}
    >
      <Thumbnail creation={creation} files={files} text={text} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold">{label}</p>
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLE[creation.status])}>
            {t.creations.status[creation.status]}
            {busy ? ` · ${creation.progress}%` : ''}
          </span>
        </div>
        {creation.summary ? <p className="line-clamp-2 text-sm text-ink-soft">{creation.summary}</p> : null}
        {creation.status === 'no' && creation.error_message ? (
          <p className="text-sm text-danger">{reason(creation.error_message)}</p>
        ) : null}
        <p className="mt-auto text-xs text-ink-soft">
          <time dateTime={new Date(creation.created_at * 1000).toISOString()}>
            {text.dateTime(creation.created_at, DATE_TIME, 'en-GB')}
          </time>
          {' · '}
          {text.credits(creation.cost)}
          {creation.status === 'no' && creation.cost > 0 ? t.creations.refunded : ''}
        </p>
        <div className="flex flex-wrap gap-2 pt-1">
          {files[0] ? (
            <Button asChild size="sm" variant="secondary">
              <a
                href={files[0]}
                target="_blank"
                rel="noreferrer"
                aria-label={text.fill(t.creations.openTitle, { title })}
              >
                <ExternalLink aria-hidden /> {t.creations.open}
              </a>
            </Button>
          ) : null}
          {files.length ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={busyAction !== null}
              onClick={act('download', () => downloadCreation(creation, text))}
            >
              <Download aria-hidden /> {t.creations.download}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            disabled={busyAction !== null}
            onClick={act('regenerate', () => onRegenerate(creation))}
            aria-label={text.fill(t.creations.regenerateTitle, { title })}
          >
            <RefreshCw aria-hidden /> {t.creations.regenerate}
          </Button>
          {busy ? null : confirming ? (
            <Button
              size="sm"
              variant="danger"
              disabled={busyAction !== null}
              onClick={act('delete', () => onDelete(creation))}
              onBlur={() => setConfirming(false)}
              autoFocus
            >
              <Trash2 aria-hidden /> {t.creations.confirmDelete}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              className="text-danger"
              disabled={busyAction !== null}
              onClick={() => setConfirming(true)}
              aria-label={text.fill(t.creations.deleteTitle, { title })}
            >
              <Trash2 aria-hidden /> {t.creations.delete}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

function Thumbnail({ creation, files, text }: { creation: Creation; files: string[]; text: AccountText }) {
  const Icon = isTool(creation.tool) ? TOOL_ICONS[creation.tool] : FileText;
  const frame = 'aspect-[4/3] w-full bg-muted';
  if (creation.status === 'ok' && creation.video_url)
    return <video src={`${creation.video_url}#t=0.1`} muted preload="metadata" className={cn(frame, 'object-cover')} />;
  const image = creation.status === 'ok' && creation.tool !== 'presentation' ? files[0] : undefined;
  if (image)
    return (
      <div className={cn(frame, 'relative bg-white')}>
        <img src={image} alt="" loading="lazy" decoding="async" className="size-full object-contain" />
        {files.length > 1 ? (
          <span className="absolute bottom-2 right-2 rounded-full bg-ink/80 px-2 py-0.5 text-xs font-semibold text-canvas">
            {text.fill(text.t.creations.pages, { count: files.length })}
          </span>
        ) : null}
      </div>
    );
  const StatusIcon = creation.status === 'ok' ? CheckCircle2 : creation.status === 'no' ? XCircle : LoaderCircle;
  return (
    <div className={cn(frame, 'relative grid place-items-center')} aria-hidden>
      <Icon className="size-12 text-ink-soft" />
      <StatusIcon
        className={cn(
          'absolute bottom-3 right-3 size-5',
          creation.status === 'ok' ? 'text-success' : creation.status === 'no' ? 'text-danger' : 'text-accent',
          isBusy(creation) && 'animate-spin motion-reduce:animate-none',
        )}
      />
    </div>
  );
}
