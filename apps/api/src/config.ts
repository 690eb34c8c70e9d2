/** Runtime settings, read once from the environment (documented in apps/api/README.md). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  /** PGlite folder and file store; null keeps PGlite in memory (tests). */
  dataDir: string | null;
  /** Where uploaded files live (content-addressed). */
  filesDir: string;
  /** Real PostgreSQL instead of PGlite when set. */
  databaseUrl: string | null;
  /** HS256 secret for access tokens; null means "use the one generated and stored in the database". */
  jwtSecret: string | null;
  /** When set, every OTP is this value (demos and tests). */
  fixedOtp: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Base of gateway URLs handed out for stored files, without trailing slash. */
  publicUrl: string;
  /** Bearer value the pinning endpoint accepts (the front end's "storage JWT"). */
  storageJwt: string;
  /** Seed demo data when the database is empty. */
  seedOnEmpty: boolean;
  logLevel: string;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000, 'PORT');
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(apiRoot, '.data'));
  const fixedOtp = text(env.FIXED_OTP);
  if (fixedOtp !== null && !/^\d{6}$/.test(fixedOtp)) throw new Error('FIXED_OTP must be 6 digits');
  return {
    port,
    host: env.HOST ?? 'localhost',
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    databaseUrl: text(env.DATABASE_URL),
    jwtSecret: text(env.JWT_SECRET),
    fixedOtp,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 900, 'ACCESS_TOKEN_TTL_SECONDS'),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 3600, 'REFRESH_TOKEN_TTL_SECONDS'),
    publicUrl: (text(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    storageJwt: text(env.STORAGE_JWT) ?? DEV_STORAGE_JWT,
    seedOnEmpty: env.SEED_ON_EMPTY !== 'false',
    logLevel: env.LOG_LEVEL ?? 'warn',
  };
}
