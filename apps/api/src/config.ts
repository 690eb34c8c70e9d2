/** Runtime settings, read once from the environment (documented in apps/api/README.md). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** An S3-compatible bucket for the stored files (STORAGE_S3_*; docs/deployment.md, "Object storage"). */
export interface S3Settings {
  /** The store's URL (MinIO, R2, Ceph, a local s3rver); null: AWS S3 itself for `region`. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** null: the SDK's own chain (environment, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** bucket in the path (https://host/bucket/key) rather than the host name; most self-hosted stores need it. */
  forcePathStyle: boolean;
  /** Prepended to every key (e.g. `files/`), so one bucket can hold other things. */
  prefix: string;
}

export interface Config {
  port: number;
  host: string;
  /** PGlite folder and file store; null keeps PGlite in memory (tests). */
  dataDir: string | null;
  /** Where uploaded files live (content-addressed) with the local store; uploads are staged here before a check with either. */
  filesDir: string;
  /** Store files in this S3-compatible bucket instead of filesDir; null: the local folder. */
  s3: S3Settings | null;
  /** Real PostgreSQL instead of PGlite when set. */
  databaseUrl: string | null;
  /** Run PGlite in a worker thread (PGLITE_WORKER, on by default) so its queries leave the event loop free. */
  pgliteWorker: boolean;
  /** HS256 secret for access tokens; null means "use the one generated and stored in the database". */
  jwtSecret: string | null;
  /** When set, every OTP is this value (demos and tests). */
  fixedOtp: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * How long after a refresh token is rotated a replay of it still gets its successor (two tabs,
   * parallel calls, a retry after a lost answer); later reuse revokes the session. 0 turns it off.
   */
  refreshReuseWindowSeconds: number;
  /** Base of gateway URLs handed out for stored files, without trailing slash. */
  publicUrl: string;
  /** Bearer value the pinning endpoint accepts (the front end's "storage JWT"); null: staff tokens only. */
  storageJwt: string | null;
  /**
   * Development mode (DEV_MODE=true: `npm start`, the tests, the browser tests): allows FIXED_OTP
   * and the published development storage token. Off, the API refuses to start with either.
   */
  devMode: boolean;
  /** OTP requests (login, register, resend) one client (IP address) may make per 15 minutes, across instances. */
  otpClientLimit: number;
  /** OTP checks (`/auth/verify`) one client (IP address) may make per 15 minutes, across instances. */
  verifyClientLimit: number;
  /** Origins allowed to call the API from a browser: exact origins, or null for any loopback origin (development). */
  corsOrigins: string[] | null;
  /** Fastify `trustProxy`: behind a reverse proxy, the client's address comes from X-Forwarded-For. */
  trustProxy: boolean | string;
  /**
   * Seed demo data (and its staff, the Admin +91 9999999999 among them) when the database is empty.
   * Default: on in development mode only; outside it the first Admin is made by `npm run admin:create`.
   */
  seedOnEmpty: boolean;
  logLevel: string;
  /** Bearer token for GET /api/metrics (METRICS_TOKEN); null: open in development mode, absent otherwise. */
  metricsToken: string | null;
  /**
   * Customers whose PAN and bank details one staff member may reveal in any hour (REVEAL_LIMIT_PER_HOUR).
   * An environment setting, not an in-app one: the Admins who could edit a setting hold the reveal themselves.
   */
  revealLimitPerHour: number;
  /** Reports (client errors, CSP violations) one client may send per minute before getting 429. */
  clientReportLimit: number;
  /**
   * Serve the API reference (`/api/docs`, `/api/docs/openapi.json`; API_DOCS). Default: on in
   * development mode, off otherwise, since the document maps every route for whoever asks.
   */
  apiDocs: boolean;
  /**
   * The shell's deployed runtime-config.json, rewritten by the release registry on every pointer
   * move (RELEASE_RUNTIME_CONFIG; docs/releases.md). Null: the registry moves pointers in the
   * database only (a deployment that publishes the document itself from `GET /api/v2/releases`).
   */
  releaseRuntimeConfig: string | null;
  /** Live update streams (`GET /api/live/events`) one staff member may hold open on an instance (LIVE_STREAMS_PER_PERSON). */
  liveStreamsPerPerson: number;
  /** Live update streams one instance holds at most, all people together (LIVE_STREAMS_PER_INSTANCE). */
  liveStreamsPerInstance: number;
  /** Seconds between the comments a live stream sends when nothing happens, so proxies and the browser keep it (LIVE_HEARTBEAT_SECONDS). */
  liveHeartbeatSeconds: number;
  /**
   * Where email goes (SMTP_URL, e.g. `smtp://user:pass@mail.example.com:587`, `smtps://…:465`); null:
   * in development mode the development provider records it (docs/messages.md), outside it every
   * email fails with that reason.
   */
  smtpUrl: string | null;
  /** The From of every email (MAIL_FROM). */
  mailFrom: string;
  /** The Reply-To of every email (MAIL_REPLY_TO); null: none, replies go to MAIL_FROM. */
  mailReplyTo: string | null;
  /** Messages one customer may receive in an hour from staff actions (MESSAGES_PER_CUSTOMER_HOUR); event rules do not count. */
  messagesPerCustomerHour: number;
  /** Tries of a message before it is failed (MESSAGE_MAX_ATTEMPTS). */
  messageMaxAttempts: number;
  /** Before the first retry, doubled after each (MESSAGE_RETRY_SECONDS, 30; capped at an hour): milliseconds here. */
  messageRetryMs: number;
  /** Run this instance's outbox worker (MESSAGE_WORKER, on by default). */
  messageWorker: boolean;
  /** Messages a worker sends per second at most, across a bulk action's (MESSAGES_PER_SECOND). */
  messagesPerSecond: number;
}

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Dev default of STORAGE_JWT: a fixed HS256 JWT (sub "dev-storage", scope "pinning", signed with
 * "dev-storage-secret"). The API compares it verbatim; production sets its own.
 */
export const DEV_STORAGE_JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJkZXYtc3RvcmFnZSIsInNjb3BlIjoicGlubmluZyIsImlhdCI6MTc2MzgwOTIwMH0.Ul_Bp3oFVEFPoeFvVilktwaHBBYvwsbVg3gpQSkTNz0';

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function text(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

function flag(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}

/** A switch that is on unless set to `false` or `0`. */
function onUnlessOff(value: string | undefined): boolean {
  return value !== 'false' && value !== '0';
}

/** 'true', or the proxies' addresses / CIDR ranges, comma-separated. */
function trustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

function s3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  const endpoint = text(env.STORAGE_S3_ENDPOINT);
  const bucket = text(env.STORAGE_S3_BUCKET);
  if (endpoint === null && bucket === null) return null;
  if (bucket === null) throw new Error('STORAGE_S3_BUCKET must be set with STORAGE_S3_ENDPOINT');
  const accessKeyId = text(env.STORAGE_S3_ACCESS_KEY_ID);
  const secretAccessKey = text(env.STORAGE_S3_SECRET_ACCESS_KEY);
  if ((accessKeyId === null) !== (secretAccessKey === null))
    throw new Error('STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY are set together or not at all');
  const pathStyle = text(env.STORAGE_S3_FORCE_PATH_STYLE);
  return {
    endpoint: endpoint?.replace(/\/+$/, '') ?? null,
    bucket,
    region: text(env.STORAGE_S3_REGION) ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    // Self-hosted stores answer on one host name: path style unless told otherwise.
    forcePathStyle: pathStyle === null ? endpoint !== null : flag(pathStyle),
    prefix: text(env.STORAGE_S3_PREFIX) ?? '',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000, 'PORT');
  const devMode = flag(env.DEV_MODE);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(apiRoot, '.data'));
  const fixedOtp = text(env.FIXED_OTP);
  if (fixedOtp !== null && !/^\d{6}$/.test(fixedOtp)) throw new Error('FIXED_OTP must be 6 digits');
  return {
    port,
    host: env.HOST ?? 'localhost',
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    s3: s3Settings(env),
    databaseUrl: text(env.DATABASE_URL),
    pgliteWorker: onUnlessOff(env.PGLITE_WORKER),
    jwtSecret: text(env.JWT_SECRET),
    fixedOtp,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 900, 'ACCESS_TOKEN_TTL_SECONDS'),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 3600, 'REFRESH_TOKEN_TTL_SECONDS'),
    refreshReuseWindowSeconds: int(env.REFRESH_REUSE_WINDOW_SECONDS, 10, 'REFRESH_REUSE_WINDOW_SECONDS'),
    publicUrl: (text(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    storageJwt: text(env.STORAGE_JWT) ?? (devMode ? DEV_STORAGE_JWT : null),
    devMode,
    otpClientLimit: int(env.OTP_CLIENT_LIMIT, 20, 'OTP_CLIENT_LIMIT'),
    verifyClientLimit: int(env.VERIFY_CLIENT_LIMIT, 60, 'VERIFY_CLIENT_LIMIT'),
    corsOrigins:
      text(env.CORS_ORIGINS)
        ?.split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean) ?? null,
    trustProxy: trustProxy(env.TRUST_PROXY),
    seedOnEmpty: env.SEED_ON_EMPTY === undefined || env.SEED_ON_EMPTY === '' ? devMode : flag(env.SEED_ON_EMPTY),
    logLevel: env.LOG_LEVEL ?? 'warn',
    metricsToken: text(env.METRICS_TOKEN),
    revealLimitPerHour: int(env.REVEAL_LIMIT_PER_HOUR, 20, 'REVEAL_LIMIT_PER_HOUR'),
    clientReportLimit: int(env.CLIENT_REPORT_LIMIT, 30, 'CLIENT_REPORT_LIMIT'),
    apiDocs: env.API_DOCS === undefined || env.API_DOCS === '' ? devMode : flag(env.API_DOCS),
    releaseRuntimeConfig: text(env.RELEASE_RUNTIME_CONFIG),
    liveStreamsPerPerson: int(env.LIVE_STREAMS_PER_PERSON, 5, 'LIVE_STREAMS_PER_PERSON'),
    liveStreamsPerInstance: int(env.LIVE_STREAMS_PER_INSTANCE, 2000, 'LIVE_STREAMS_PER_INSTANCE'),
    liveHeartbeatSeconds: int(env.LIVE_HEARTBEAT_SECONDS, 25, 'LIVE_HEARTBEAT_SECONDS'),
    smtpUrl: text(env.SMTP_URL),
    mailFrom: text(env.MAIL_FROM) ?? 'Pandora Creative Investments <no-reply@localhost>',
    mailReplyTo: text(env.MAIL_REPLY_TO),
    messagesPerCustomerHour: int(env.MESSAGES_PER_CUSTOMER_HOUR, 10, 'MESSAGES_PER_CUSTOMER_HOUR'),
    messageMaxAttempts: Math.max(1, int(env.MESSAGE_MAX_ATTEMPTS, 5, 'MESSAGE_MAX_ATTEMPTS')),
    messageRetryMs: int(env.MESSAGE_RETRY_SECONDS, 30, 'MESSAGE_RETRY_SECONDS') * 1000,
    messageWorker: onUnlessOff(env.MESSAGE_WORKER),
    messagesPerSecond: Math.max(1, int(env.MESSAGES_PER_SECOND, 5, 'MESSAGES_PER_SECOND')),
  };
}

/**
 * Why this configuration must not serve outside development, or [] when it may. Development
 * switches (a fixed OTP, the storage token published in the README) would let anyone in.
 */
export function productionProblems(config: Config): string[] {
  if (config.devMode) return [];
  const problems: string[] = [];
  if (config.fixedOtp !== null) {
    problems.push(
      'FIXED_OTP is set: every one-time code would be that value, so anyone could sign in as anyone. Unset it (it is for DEV_MODE=true only).',
    );
  }
  if (config.storageJwt === null) {
    problems.push(
      'STORAGE_JWT is not set: set the storage service token the front end is given (at least 32 characters), or DEV_MODE=true for local development.',
    );
  } else if (config.storageJwt === DEV_STORAGE_JWT) {
    problems.push(
      'STORAGE_JWT is the development token published in apps/api/README.md: anyone could store files. Set a secret of your own.',
    );
  } else if (config.storageJwt.length < 32) {
    problems.push('STORAGE_JWT is shorter than 32 characters: too easy to guess. Set a longer secret.');
  }
  if (config.seedOnEmpty) {
    problems.push(
      'SEED_ON_EMPTY is true: an empty database would get the demo staff, whose phone numbers are published (the Admin +91 9999999999). Unset it, and create the first Admin with npm run admin:create -w @admin/api (docs/deployment.md).',
    );
  }
  if (config.jwtSecret !== null && config.jwtSecret.length < 32) {
    problems.push(
      'JWT_SECRET is shorter than 32 characters: access tokens could be forged. Set a longer secret, or unset it to use one generated and kept in the database.',
    );
  }
  return problems;
}
