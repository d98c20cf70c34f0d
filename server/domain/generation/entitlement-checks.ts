/**
 * What the user's plan includes, checked when a task is created — before any credit is reserved — with a message
 * that names the plan that includes it ("10-second videos come with the Pro plan."). Also the job's queue priority
 * (plans with the priority queue are fetched first).
 *
 *   image-to-video   duration ≤ video_seconds, resolution ≤ video_resolution
 *   colouring, headshots   results per run (num_images) ≤ batch
 *   watermark        videos in progress at once ≤ batch; the input's resolution ≤ watermark_resolution — read from
 *                    our storage here; a pasted link is only read by the job, which refuses it there (refunded)
 *
 * A video above the plan's resolution is refused, not processed downscaled: the result would be a smaller copy than
 * the one the user gave, and the engines never return a degraded copy as a success.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import {
  entitlementMessages,
  jobPriority,
  RESOLUTION_HEIGHT,
  type Entitlements,
  type EntitlementResolution,
  type UserPlan,
} from '#contract/entitlements';
import { ResultCode } from '#contract/envelope';
import { aiTasks } from '#server/db/schema/generation';
import { AppError } from '#server/errors';
import { probeMedia } from '#server/media/ffmpeg';
import { ToolError } from '#server/providers/errors';
import type { Services } from '#server/services';
import { storageKeyFromUrl } from '#server/storage/storage';
import { entitlementsFor } from '../payments/entitlements';
import { planCatalog } from '../payments/plans';

const RANK: Record<EntitlementResolution, number> = { '720p': 0, '1080p': 1 };
/** Tools whose one run makes `num_images` results. */
const BATCH_TOOLS = new Set(['image-to-coloring', 'text-to-coloring', 'headshot']);

/** The plan refusal: a 403 with the reason (the widget shows `msg`). */
const notIncluded = (message: string) => new AppError(ResultCode.Forbidden, message, 403, { reason: 'plan' });

/**
 * Refuses what the user's plan does not include; returns the plan and the job priority it gives. `input` is the
 * tool's validated input.
 */
export async function checkEntitlements(
  services: Services,
  userId: string,
  toolName: string,
  input: Record<string, unknown>,
): Promise<{ plan: UserPlan; priority: number }> {
  const plan = await entitlementsFor(services.db, userId);
  const e = plan.entitlements;
  const plans = planCatalog().plans;
  if (toolName === 'image-to-video') {
    const seconds = Number(input.duration ?? 5);
    if (seconds > e.video_seconds) throw notIncluded(entitlementMessages.videoSeconds(plans, seconds));
    const resolution = (input.resolution ?? '720p') as EntitlementResolution;
    if (RANK[resolution] > RANK[e.video_resolution])
      throw notIncluded(entitlementMessages.videoResolution(plans, resolution));
  } else if (BATCH_TOOLS.has(toolName)) {
    const wanted = Number(input.num_images ?? 1);
    if (wanted > e.batch) throw notIncluded(entitlementMessages.batch(plans, e.batch, wanted));
  } else if (toolName === 'watermark') {
    const [row] = await services.db
      .select({ running: count() })
      .from(aiTasks)
      .where(
        and(
          eq(aiTasks.userId, userId),
          eq(aiTasks.tool, 'watermark'),
          inArray(aiTasks.status, ['queuing', 'processing']),
        ),
      );
    const running = row?.running ?? 0;
    if (running >= e.batch) throw notIncluded(entitlementMessages.batch(plans, e.batch, running + 1));
    const video = typeof input.video_add === 'string' ? input.video_add : '';
    const key = storageKeyFromUrl(video, services.env.PUBLIC_URL, services.env.S3_PUBLIC_URL);
    if (key) {
      const height = await videoHeight(services, key);
      const refusal = watermarkResolutionRefusal(e, height);
      if (refusal) throw notIncluded(refusal);
    }
  }
  return { plan, priority: jobPriority(e) };
}

/** The short side of the first video stream of a stored file (null when it cannot be read: the job says so). */
async function videoHeight(services: Services, key: string): Promise<number | null> {
  const local = await services.storage.toLocalFile(key).catch(() => null);
  if (!local) return null;
  try {
    return shortSide(await probeMedia(local.path).catch(() => null));
  } finally {
    await local.cleanup();
  }
}

function shortSide(probe: Awaited<ReturnType<typeof probeMedia>> | null): number | null {
  const stream = probe?.streams.find((s) => s.codec_type === 'video' && s.width && s.height);
  return stream ? Math.min(stream.width!, stream.height!) : null;
}

/** The refusal for a video of `height` (its short side) on a plan, or null when the plan includes it. */
export function watermarkResolutionRefusal(e: Entitlements, height: number | null): string | null {
  if (height === null || height <= RESOLUTION_HEIGHT[e.watermark_resolution]) return null;
  return entitlementMessages.watermarkResolution(planCatalog().plans, e.watermark_resolution, height);
}

/**
 * For the job, once a pasted link is downloaded: refuses (a ToolError: the task fails and is refunded) a video above
 * the plan's resolution.
 */
export async function assertWatermarkResolution(services: Services, userId: string, file: string): Promise<void> {
  const height = shortSide(await probeMedia(file).catch(() => null));
  if (height === null) return;
  const refusal = watermarkResolutionRefusal((await entitlementsFor(services.db, userId)).entitlements, height);
  if (refusal) throw new ToolError(refusal);
}
