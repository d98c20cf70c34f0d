/**
 * The colouring-page generator section ('colouring-tool'): a sidebar of the tools the section lists
 * (default image-to-coloring), the selected tool's title and description, its form on the left and its
 * results carousel on the right. Each tool keeps its own form and results while you switch between them.
 */
import { Image as ImageIcon, Type } from 'lucide-react';
import { useReducer, useState } from 'react';
import toolsFile from '#content/tools/colouring.json';
import {
  colouringMessages,
  parseColouringTools,
  type ColouringRequest,
  type ColouringToolSection,
  type ToolConfig,
} from '#contract/colouring';
import { api } from '#app/lib/api';
import { cn } from '#app/lib/cn';
import { ImageColouringForm, TextColouringForm } from './forms';
import { generationReducer, initialGenerationState, runColouringGeneration, type ColouringResult } from './generation';
import { ResultCarousel } from './ResultCarousel';
import { PrintPdf } from './PrintPdf';
import { colouringResultsFromRuns } from './recent';
import { useRecentRuns } from '../shared/RecentRuns';
import { LowCreditsBanner } from '#app/pricing/LowCreditsBanner';
import { useToolCost } from '../shared/cost';
import { useGenerationRun } from '../shared/use-generation-run';
import { useToolText } from '../shared/text';
import { useI18n } from '#app/i18n/context';
import { withToolText } from './tool-text';

const allTools = parseColouringTools(toolsFile);

export function toolsForSection(
  section: Pick<ColouringToolSection, 'tools'>,
  available: ToolConfig[] = allTools,
): ToolConfig[] {
  return (section.tools ?? []).flatMap((id) => available.filter((tool) => tool.id === id));
}

const icons = { 'image-to-coloring': ImageIcon, 'text-to-coloring': Type } as const;

export function ColouringTool({ section, available }: { section: ColouringToolSection; available?: ToolConfig[] }) {
  const { t, say } = useToolText();
  // A translated page shows each tool's words from its dictionary; English shows the config as it is.
  const translated = Boolean(useI18n().translated);
  const tools = toolsForSection(section, available).map((tool) =>
    translated ? withToolText(tool, t.colouring.toolText[tool.id]) : tool,
  );
  const [active, setActive] = useState(() => (tools.find((tool) => tool.id === section.defaultTool) ?? tools[0])?.id);

  return (
    <section
      id={section.id}
      aria-label={section.title ?? t.colouring.section}
      className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14"
    >
      {section.title ? (
        <div className="mb-8 max-w-3xl">
          <h1 className="text-balance text-4xl font-semibold sm:text-5xl">{section.title}</h1>
          {section.description ? <p className="mt-3 text-pretty text-lg text-ink-soft">{section.description}</p> : null}
        </div>
      ) : null}
      {!tools.length || !active ? (
        <p role="alert" className="rounded-2xl bg-warning/10 px-5 py-4 text-sm font-medium text-warning">
          {say(colouringMessages.configMissing)}
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
          <nav aria-label={t.colouring.tools} className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
            <ul className="flex gap-2 lg:flex-col">
              {tools.map((tool) => {
                const Icon = icons[tool.id];
                const selected = tool.id === active;
                return (
                  <li key={tool.id} className="shrink-0">
                    <button
                      type="button"
                      aria-current={selected ? 'true' : undefined}
                      onClick={() => setActive(tool.id)}
                      className={cn(
                        'flex w-full items-center gap-3 rounded-2xl px-4 py-3 text-left text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent',
                        selected
                          ? 'bg-ink text-canvas shadow-card'
                          : 'bg-surface text-ink ring-1 ring-line hover:bg-muted',
                      )}
                    >
                      <Icon className="size-4 shrink-0" aria-hidden />
                      {tool.label}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="min-w-0">
            {tools.map((tool) => (
              <ToolPanel key={tool.id} tool={tool} hidden={tool.id !== active} />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

function ToolPanel({ tool, hidden }: { tool: ToolConfig; hidden: boolean }) {
  // The results list (skeletons, cards, delete) is colouring's own state; the run lifecycle is the shared hook's.
  const [state, dispatch] = useReducer(generationReducer, initialGenerationState);
  const generation = useGenerationRun();
  const perPage = useToolCost('colouring');
  // Before this visit runs the tool, the carousel shows its recent runs from the server (results survive a reload;
  // one still running shows its skeletons until it ends).
  const recent = useRecentRuns(tool.id, state.status);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => new Set());
  const restoring = state.status === 'idle';
  const running = restoring
    ? recent.data?.find((run) => run.status === 'queuing' || run.status === 'processing')
    : null;
  const results = (restoring ? colouringResultsFromRuns(recent.data) : state.results).filter(
    (result) => !deleted.has(result.id),
  );
  const pending = state.pending || (running ? Number(running.input.num_images) || 1 : 0);

  function start(request: ColouringRequest) {
    const thisRunCost = perPage === null ? null : perPage * request.num_images;
    void generation.run(
      async ({ signal }) => {
        let credits = false;
        const outcome = await runColouringGeneration(request, {
          post: (path, body, options) => api.post(path, body, options),
          get: (path, options) => api.get(path, options),
          dispatch,
          onCreditsExhausted: () => (credits = true),
          // The hook re-reads the credits when the run ends.
          onSettled: () => {},
          signal,
        });
        return outcome.ok ? outcome : { ok: false, message: outcome.error, credits, aborted: signal.aborted };
      },
      undefined,
      thisRunCost,
    );
  }

  function run(request: ColouringRequest) {
    if (generation.requireSignIn(() => start(request))) start(request);
  }

  const busy = state.status === 'loading';
  const Form = tool.id === 'text-to-coloring' ? TextColouringForm : ImageColouringForm;
  return (
    <div hidden={hidden} data-tool={tool.id}>
      <header className="mb-6">
        <h2 className="text-balance text-2xl font-semibold sm:text-3xl">{tool.title}</h2>
        <p className="mt-2 max-w-2xl text-pretty text-ink-soft">{tool.description}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <Form tool={tool} busy={busy} onSubmit={run} />
        <div className="min-w-0">
          <LowCreditsBanner />
          <ResultCarousel
            results={results}
            pending={pending}
            error={state.error}
            placeholders={tool.placeholderImages}
            busy={busy}
            onRegenerate={(result: ColouringResult) => run(result.request)}
            onDelete={(result: ColouringResult) => setDeleted((ids) => new Set(ids).add(result.id))}
          />
          {pending ? null : <PrintPdf results={results} />}
        </div>
      </div>
    </div>
  );
}
