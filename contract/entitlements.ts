/**
 * What a plan lets its user do in the tools: one structured block per plan in content/plans (and one for the free
 * tier, the plan of a user without an active purchase). The server enforces it when a task is created, the session
 * answer carries it so the tools show what is included, and the plan cards' feature lines are checked against it
 * (planFeatureLine), so a card and the product cannot disagree.
 */
import { z } from 'zod';

export const ENTITLEMENT_RESOLUTIONS = ['720p', '1080p'] as const;
export type EntitlementResolution = (typeof ENTITLEMENT_RESOLUTIONS)[number];
/** Height in pixels of each resolution (the short side of a frame, so portrait video counts the same way). */
export const RESOLUTION_HEIGHT: Record<EntitlementResolution, number> = { '720p': 720, '1080p': 1080 };

export const entitlementsSchema = z.object({
  /** Longest image-to-video result in seconds (the tool offers 5 and 10). */
  video_seconds: z.union([z.literal(5), z.literal(10)]),
  /** Highest image-to-video output resolution. */
  video_resolution: z.enum(ENTITLEMENT_RESOLUTIONS),
  /** Highest input resolution of watermark removal (short side of the frame). */
  watermark_resolution: z.enum(ENTITLEMENT_RESOLUTIONS),
  /** Most results in one batch: colouring pages per run, watermark videos in progress at once. */
  batch: z.number().int().min(1).max(4),
  /** Jobs of this plan are fetched from the queue before those of plans without it (a pg-boss priority). */
  priority_queue: z.boolean(),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;
export type EntitlementKey = keyof Entitlements;

/** The pg-boss priority of a job (higher is fetched first; pg-boss's default is 0). */
export const PRIORITY_QUEUE_PRIORITY = 10;
export const jobPriority = (entitlements: Entitlements): number =>
  entitlements.priority_queue ? PRIORITY_QUEUE_PRIORITY : 0;

/** The free tier as content/plans lists it. */
export const freeTierSchema = z.object({ title: z.string().min(1), entitlements: entitlementsSchema });
export type FreeTier = z.infer<typeof freeTierSchema>;

/** The plan a user is on, as GET /user/session answers it (free for nobody signed in). */
export const userPlanSchema = z.object({
  /** 'free', or the service_type of the active plan. */
  plan: z.string(),
  title: z.string(),
  entitlements: entitlementsSchema,
});
export type UserPlan = z.infer<typeof userPlanSchema>;

const RANK = { '720p': 0, '1080p': 1 } as const;

/** Whether `value` is better than `base` for one entitlement. */
export function improves<K extends EntitlementKey>(key: K, value: Entitlements[K], base: Entitlements[K]): boolean {
  if (key === 'video_resolution' || key === 'watermark_resolution')
    return RANK[value as EntitlementResolution] > RANK[base as EntitlementResolution];
  if (key === 'priority_queue') return value === true && base === false;
  return (value as number) > (base as number);
}

/**
 * The feature line a plan card shows for an entitlement value (null: nothing to say, e.g. no priority queue).
 * Cards state what a plan adds over the plan below it ("Everything in Pro" carries the rest).
 */
export function planFeatureLine<K extends EntitlementKey>(key: K, value: Entitlements[K]): string | null {
  switch (key) {
    case 'video_seconds':
      return `Image-to-video up to ${value as number} s`;
    case 'video_resolution':
      return `Image-to-video in ${value as string}`;
    case 'watermark_resolution':
      return `Watermark removal up to ${value as string}`;
    case 'batch':
      return `Batch generation of ${value as number} results`;
    case 'priority_queue':
      return value ? 'Priority queue' : null;
  }
  return null;
}

/** Whether a card's feature line speaks about `key` (whatever value it names). */
export function featureLineIsAbout(key: EntitlementKey, line: string): boolean {
  const patterns: Record<EntitlementKey, RegExp> = {
    video_seconds: /^Image-to-video up to \d+ s$/,
    video_resolution: /^Image-to-video in \d+p$/,
    watermark_resolution: /^Watermark removal up to \d+p$/,
    batch: /^Batch generation of \d+ results$/,
    priority_queue: /^Priority queue$/,
  };
  return patterns[key].test(line);
}

export const ENTITLEMENT_KEYS: readonly EntitlementKey[] = [
  'video_seconds',
  'video_resolution',
  'watermark_resolution',
  'batch',
  'priority_queue',
];

/** A plan as the entitlement messages need it. */
export interface EntitledPlan {
  title: string;
  entitlements: Entitlements;
}

/**
 * The first plan (in the catalogue's order: cheapest first) whose entitlements satisfy `test`: the plan a refusal
 * names ("10-second videos come with the Pro plan.").
 */
export function firstPlanWith(plans: readonly EntitledPlan[], test: (e: Entitlements) => boolean): EntitledPlan | null {
  return plans.find((plan) => test(plan.entitlements)) ?? null;
}

/** "<things> come with the <plan> plan." (`things` is a plural). */
const withPlan = (things: string, plan: EntitledPlan | null, fallback: string) =>
  plan ? `${things} come with the ${plan.title} plan.` : fallback;

/** Why a tool refuses (and the tools say before sending): one message per entitlement, naming the plan to buy. */
export const entitlementMessages = {
  videoSeconds: (plans: readonly EntitledPlan[], seconds: number) =>
    withPlan(
      `${seconds}-second videos`,
      firstPlanWith(plans, (e) => e.video_seconds >= seconds),
      `Videos are at most 5 seconds long.`,
    ),
  videoResolution: (plans: readonly EntitledPlan[], resolution: EntitlementResolution) =>
    withPlan(
      `${resolution} videos`,
      firstPlanWith(plans, (e) => RANK[e.video_resolution] >= RANK[resolution]),
      `Videos are at most 720p.`,
    ),
  watermarkResolution: (plans: readonly EntitledPlan[], allowed: EntitlementResolution, height: number) => {
    const plan = firstPlanWith(plans, (e) => RESOLUTION_HEIGHT[e.watermark_resolution] >= height);
    return plan
      ? `This video is ${height}p: watermark removal above ${allowed} comes with the ${plan.title} plan.`
      : `This video is ${height}p: watermark removal works on videos up to ${ENTITLEMENT_RESOLUTIONS.at(-1)}.`;
  },
  batch: (plans: readonly EntitledPlan[], allowed: number, wanted: number) => {
    const plan = firstPlanWith(plans, (e) => e.batch >= wanted);
    return plan
      ? `Your plan makes up to ${allowed} at once: batches of ${wanted} come with the ${plan.title} plan.`
      : `Up to ${allowed} at once.`;
  },
} as const;

/**
 * Where plan cards and entitlements disagree (empty: they agree). A card must state every entitlement its plan adds
 * over the plan below it (the free tier for the first), with the value the block holds; a line about an entitlement
 * must name the plan's own value.
 */
export function cardDisagreements(
  freeTier: { entitlements: Entitlements },
  plans: readonly { title: string; features: readonly string[]; entitlements: Entitlements }[],
): string[] {
  const problems: string[] = [];
  let below = freeTier.entitlements;
  for (const plan of plans) {
    for (const key of ENTITLEMENT_KEYS) {
      const expected = planFeatureLine(key, plan.entitlements[key]);
      for (const line of plan.features)
        if (featureLineIsAbout(key, line) && line !== expected)
          problems.push(`${plan.title}: "${line}" disagrees with ${key} = ${String(plan.entitlements[key])}`);
      if (expected && improves(key, plan.entitlements[key], below[key]) && !plan.features.includes(expected))
        problems.push(`${plan.title}: the card does not say "${expected}"`);
    }
    below = plan.entitlements;
  }
  return problems;
}
