/**
 * Environment, parsed once at boot. A bad value stops the boot with the variable's name
 * (see `loadEnv`). Every variable here is documented in `.env.example` and the README.
 */
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
/**
 * Which peers may tell us the client's address (X-Forwarded-For, X-Real-IP, Forwarded): none (the default: the
 * socket address is the client), a hop count (`1` = one reverse proxy in front), or the proxies' addresses and CIDRs
 * (keywords loopback, linklocal, uniquelocal). Anything else would let a client pick its own rate-limit bucket.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: string[] };
const TRUST_PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'] as const;

function isAddressOrCidr(entry: string): boolean {
  if ((TRUST_PROXY_KEYWORDS as readonly string[]).includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const text = value?.trim() ?? '';
    if (text === '' || text === '0' || text === 'false') return { kind: 'none' };
    if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
    const addresses = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (addresses.length > 0 && addresses.every(isAddressOrCidr)) return { kind: 'addresses', addresses };
    ctx.addIssue({
      code: 'custom',
      message: 'expected a hop count (e.g. 1) or proxy addresses/CIDRs (e.g. 10.0.0.0/8, loopback)',
    });
    return z.NEVER;
  });

const csv = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Reverse proxies whose forwarded headers name the client (rate limits); default: none, the socket address. */
  TRUST_PROXY: trustProxy,
  /** Public origin used in links, redirects and OAuth callbacks. Defaults to http://localhost:PORT. */
  PUBLIC_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when unset, the embedded PGlite database under DATA_DIR/db is used. */
  DATABASE_URL: optionalString,
  /** Secret for sessions and signed URLs. Required in production; a dev default is derived otherwise. */
  AUTH_SECRET: optionalString,
  SITE_ID: z.string().default('31'),
  SIGNUP_CREDITS: z.coerce.number().int().min(0).default(100),
  /** When sign-up credits are granted: `signup` or `verification` (of the e-mail). Default: verification when SMTP_URL is set. */
  SIGNUP_CREDITS_ON: z.enum(['signup', 'verification']).optional(),
  LOW_CREDIT_THRESHOLD: z.coerce.number().int().min(0).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Run the job worker inside the web process (default) — set false for `npm run start:web`. */
  RUN_WORKER: bool.default(true),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Worker threads for CPU-heavy engines (models, line art, detection), off the web thread. Default: cores − 1, ≥ 1. */
  ENGINE_THREADS: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number()
      .int()
      .min(1)
      .max(64)
      .default(Math.max(1, os.availableParallelism() - 1)),
  ),
  /** Separate workers (PostgreSQL): how often each worker records that it is alive and which jobs it runs. */
  WORKER_HEARTBEAT_SECONDS: z.coerce.number().positive().max(60).default(5),
  /** A worker silent this long is dead: its active jobs go back to retry (must exceed the heartbeat several times). */
  WORKER_LOST_AFTER_SECONDS: z.coerce.number().positive().default(30),
  /** How often a worker fails tasks whose job is gone (given up, expired) and refunds them. */
  STUCK_TASK_SWEEP_SECONDS: z.coerce.number().positive().default(60),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_CREATE_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Sign-ups per client per hour (account farming for sign-up credits). */
  RATE_LIMIT_SIGNUP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins, failed password changes and reset requests per account per 15 minutes, from any client. */
  RATE_LIMIT_ACCOUNT_PER_15_MIN: z.coerce.number().int().min(1).default(10),

  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,

  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Atelier <no-reply@atelier.local>'),

  IMAGE_UPLOAD_MAX_MB: z.coerce.number().positive().default(10),
  VIDEO_UPLOAD_MAX_MB: z.coerce.number().positive().default(100),
  /** Lifetime of signed private file URLs, seconds. */
  FILE_URL_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  /** Open progress streams (GET /user/task/track) per user and per web process; over either: 429. */
  PROGRESS_STREAMS_PER_USER: z.coerce.number().int().min(1).default(10),
  PROGRESS_STREAMS_PER_PROCESS: z.coerce.number().int().min(1).default(1000),

  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool.default(true),
  /** Public base URL of the bucket (e.g. a CDN); when unset, presigned URLs are used. */
  S3_PUBLIC_URL: optionalString,

  FFMPEG_PATH: z.string().default('ffmpeg'),
  FFPROBE_PATH: z.string().default('ffprobe'),
  /** Longest media (seconds) an import accepts; longer files are refused at probe time, with a refund. */
  MEDIA_MAX_DURATION_SECONDS: z.coerce.number().int().positive().default(10_800),
  /** Hosts (comma separated) that the SSRF guard lets through even if they resolve to private addresses — tests only. */
  FETCH_ALLOWLIST: csv,
  FETCH_MAX_MB: z.coerce.number().positive().default(200),
  FETCH_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),

  /** Generation tools: credits per task, engines (local = offline, default) and vendor keys. */
  COST_HEADSHOT: z.coerce.number().int().min(0).default(5),
  COST_IMAGE_TO_VIDEO: z.coerce.number().int().min(0).default(10),
  COST_WATERMARK: z.coerce.number().int().min(0).default(8),
  COST_PRESENTATION: z.coerce.number().int().min(0).default(5),
  /** Colouring pages: credits per page; engine local (offline line art / motif composer) or gemini (GEMINI_* keys). */
  COST_COLOURING: z.coerce.number().int().min(0).default(2),
  COLOURING_PROVIDER: z.enum(['local', 'gemini']).default('local'),
  IMAGE_PROVIDER: z.enum(['local', 'gemini', 'fal']).default('local'),
  VIDEO_PROVIDER: z.enum(['local', 'pixverse', 'fal']).default('local'),
  WATERMARK_PROVIDER: z.enum(['local', 'vendor']).default('local'),
  PRESENTATION_OUTLINE_PROVIDER: z.enum(['local', 'openai']).default('local'),
  /** `off`: decks without their PDF and slide previews (LibreOffice runs one deck at a time per process). */
  PRESENTATION_PDF: z.enum(['on', 'off']).default('on'),
  GEMINI_API_KEY: optionalString,
  GEMINI_BASE_URL: z.string().default('https://generativelanguage.googleapis.com'),
  GEMINI_IMAGE_MODEL: z.string().default('gemini-2.5-flash-image'),
  FAL_KEY: optionalString,
  FAL_QUEUE_URL: z.string().default('https://queue.fal.run'),
  FAL_IMAGE_MODEL: z.string().default('fal-ai/nano-banana/edit'),
  FAL_VIDEO_MODEL: z.string().default('fal-ai/kling-video/v2.1/standard/image-to-video'),
  /** fal storage (inputs are uploaded there unless PUBLIC_URL is reachable from the internet). */
  FAL_STORAGE_URL: z.string().default('https://rest.fal.ai'),
  PIXVERSE_API_KEY: optionalString,
  PIXVERSE_BASE_URL: z.string().default('https://app-api.pixverse.ai'),
  PIXVERSE_MODEL: z.string().default('v6'),
  WATERMARK_API_KEY: optionalString,
  WATERMARK_API_URL: optionalString,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: z.string().default('https://api.openai.com/v1'),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** Seconds of video the local image-to-video engine renders (the request may ask for less). */
  VIDEO_DURATION_SECONDS: z.coerce.number().min(1).max(30).default(5),
  /** Vendor call timeout and how often async vendor jobs are polled. */
  PROVIDER_TIMEOUT_SECONDS: z.coerce.number().positive().default(300),
  PROVIDER_POLL_MS: z.coerce.number().int().min(10).default(2000),

  /** Media library: credits per import / chat / translation, speech and translation engines, the chat LLM. */
  COST_MEDIA_IMPORT: z.coerce.number().int().min(0).default(5),
  COST_MEDIA_CHAT: z.coerce.number().int().min(0).default(1),
  COST_MEDIA_TRANSLATE: z.coerce.number().int().min(0).default(2),
  SPEECH_PROVIDER: z.enum(['local', 'pocketsphinx', 'openai']).default('local'),
  POCKETSPHINX_PATH: z.string().default('pocketsphinx_continuous'),
  OPENAI_TRANSCRIBE_MODEL: z.string().default('whisper-1'),
  APERTIUM_PATH: z.string().default('apertium'),
  LLM_BASE_URL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_MODEL: z.string().default('gpt-4o-mini'),

  ADMIN_EMAILS: csv,

  /** auto: each method uses its vendor when its keys are set, the built-in sandbox otherwise; sandbox: always; live: vendors only. */
  PAYMENT_PROVIDER_MODE: z.enum(['auto', 'sandbox', 'live']).default('auto'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Stripe API origin (tests: a local fake); default https://api.stripe.com. */
  STRIPE_API_BASE: optionalString,
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_WEBHOOK_ID: optionalString,
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  /** PayPal API origin (tests: a local fake); default follows PAYPAL_ENVIRONMENT. */
  PAYPAL_API_BASE: optionalString,
  /**
   * Web analytics (nothing by default): the Plausible or Umami script every page loads, and the site it counts for
   * (Plausible: the domain, `data-domain`; Umami: the website id, `data-website-id`). The CSP allows the script's
   * origin for the script and its beacon. Both URL and site id, or neither.
   */
  ANALYTICS_PROVIDER: z.enum(['plausible', 'umami']).default('plausible'),
  ANALYTICS_SCRIPT_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ANALYTICS_SITE_ID: optionalString,
});

export type Env = z.infer<typeof envSchema> & {
  PUBLIC_URL: string;
  /** Whether PUBLIC_URL was set (false: it defaulted to http://localhost:PORT and the host's own origins count). */
  publicUrlConfigured: boolean;
  AUTH_SECRET: string;
  SIGNUP_CREDITS_ON: 'signup' | 'verification';
  dataDir: string;
};

export class EnvError extends Error {}

/** Parses the given environment (default `process.env`) and throws an `EnvError` naming every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.ANALYTICS_SCRIPT_URL) !== Boolean(env.ANALYTICS_SITE_ID))
    throw new EnvError(
      'Invalid environment:\n  ANALYTICS_SITE_ID: ANALYTICS_SCRIPT_URL and ANALYTICS_SITE_ID go together',
    );
  let secret = env.AUTH_SECRET;
  if (!secret) {
    if (env.NODE_ENV === 'production' && source.ATELIER_ALLOW_DEV_SECRET !== '1') {
      // A fresh `npm start` must work without configuration, so production derives a per-install
      // secret that start.mjs writes to DATA_DIR/secret; reaching here means it was not provided.
      throw new EnvError(
        'Invalid environment:\n  AUTH_SECRET: required in production (npm start creates one under DATA_DIR)',
      );
    }
    secret = 'atelier-development-secret-change-me-0123456789';
  }
  if (secret.length < 32) throw new EnvError('Invalid environment:\n  AUTH_SECRET: must be at least 32 characters');
  return {
    ...env,
    AUTH_SECRET: secret,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    // Without a mail server the verification link only reaches the log, so credits cannot wait for it.
    SIGNUP_CREDITS_ON: env.SIGNUP_CREDITS_ON ?? (env.SMTP_URL ? 'verification' : 'signup'),
    dataDir: path.resolve(env.DATA_DIR),
  };
}
