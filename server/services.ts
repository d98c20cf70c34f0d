/**
 * The process's services, built once at boot from the parsed env and handed to the HTTP app,
 * the worker and the React Router loaders (through the load context). Features that need their own
 * long-lived objects (providers, caches) attach them with `perServices`, not by editing this file.
 */
import path from 'node:path';
import { createAuth, type Auth } from './auth/auth';
import { createMailer, type Mailer } from './auth/mailer';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { CreditLedger } from './domain/credits/ledger';
import type { Env } from './env';
import { JobQueue } from './jobs/queue';
import type { JobDefinition } from './jobs/types';
import { createLogger, type Logger } from './logger';
import { closeHooksOf } from './per-services';
import { LocalStorage } from './storage/local';
import { S3Storage } from './storage/s3';
import type { Storage } from './storage/storage';

export interface Services {
  env: Env;
  log: Logger;
  database: DatabaseHandle;
  db: Database;
  credits: CreditLedger;
  auth: Auth;
  mailer: Mailer;
  jobs: JobQueue;
  storage: Storage;
  close(): Promise<void>;
}

export interface CreateServicesOptions {
  /** An already-open database (tests); otherwise opened from env. */
  database?: DatabaseHandle;
  logger?: Logger;
  /** Start pg-boss workers in this process. */
  runWorker?: boolean;
  pollingIntervalSeconds?: number;
  /** Extra job definitions (tests). */
  extraJobs?: JobDefinition[];
  /** The jobs this process knows, built from the services (the composition root passes every feature's). */
  jobs?: (services: Services) => JobDefinition[];
}

export async function createServices(env: Env, options: CreateServicesOptions = {}): Promise<Services> {
  const log = options.logger ?? createLogger(env.LOG_LEVEL);
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(env.dataDir, 'db') }));
  const credits = new CreditLedger(database.db);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log });
  const auth = createAuth({ env, db: database.db, credits, mailer, log });
  const storage: Storage = env.S3_BUCKET
    ? new S3Storage({
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        publicUrl: env.S3_PUBLIC_URL,
        defaultTtlSeconds: env.FILE_URL_TTL_SECONDS,
      })
    : new LocalStorage(path.join(env.dataDir, 'files'), env.AUTH_SECRET, env.FILE_URL_TTL_SECONDS);
  const jobs = new JobQueue(database, log, {
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    heartbeatSeconds: env.WORKER_HEARTBEAT_SECONDS,
    lostAfterSeconds: env.WORKER_LOST_AFTER_SECONDS,
    sweepIntervalSeconds: env.STUCK_TASK_SWEEP_SECONDS,
  });

  const services: Services = {
    env,
    log,
    database,
    db: database.db,
    credits,
    auth,
    mailer,
    jobs,
    storage,
    close: async () => {
      await jobs.stop();
      for (const hook of closeHooksOf(services)) await hook();
      await database.close();
    },
  };
  jobs.register(options.jobs ? options.jobs(services) : (options.extraJobs ?? []));
  await jobs.start();
  if (options.runWorker ?? env.RUN_WORKER) await jobs.work(env.WORKER_CONCURRENCY);
  return services;
}
