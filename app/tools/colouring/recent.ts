/**
 * Colouring results that survive a reload: the carousel (spec: "results … as a horizontally snapping carousel") shows
 * the tool's recent finished runs from the server when this visit has not run one yet, each page a card, with the
 * run's stored request so Regenerate runs it again.
 */
import {
  formatResultDate,
  RESULT_STATUS_LABEL,
  splitResultUrls,
  type ColouringRequest,
  type ColouringToolId,
} from '#contract/colouring';
import type { Creation } from '#contract/recent-tasks';
import type { ColouringResult } from './generation';

export function colouringResultsFromRuns(runs: readonly Creation[] | null | undefined): ColouringResult[] {
  return (runs ?? [])
    .filter((run) => run.status === 'ok')
    .flatMap((run) => {
      const urls = run.images.length ? run.images : splitResultUrls(run.url);
      const request = requestFromInput(run.tool as ColouringToolId, run.input);
      const date = formatResultDate(new Date(run.created_at * 1000));
      return urls.map((url, index) => ({
        id: `${run.task_id}-${index}`,
        url,
        date,
        status: RESULT_STATUS_LABEL,
        request,
      }));
    });
}

function requestFromInput(tool: ColouringToolId, input: Record<string, unknown>): ColouringRequest {
  const urls = Array.isArray(input.image_urls)
    ? input.image_urls.filter((url): url is string => typeof url === 'string' && url !== '')
    : [];
  return {
    prompt: typeof input.prompt === 'string' ? input.prompt : '',
    num_images: typeof input.num_images === 'number' ? input.num_images : 1,
    ...(urls.length ? { image_urls: urls } : {}),
    tool,
    options: input.options && typeof input.options === 'object' ? (input.options as ColouringRequest['options']) : {},
  };
}
