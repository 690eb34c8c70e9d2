/** What every route module needs, built once by buildApp. */
import type { Config } from './config';
import type { Db } from './db/connection';
import type { FileStore } from './files/store';
import type { Metrics } from './observability/metrics';
import type { Registry } from './modules/releases/commands';

export interface OtpIssued {
  userId: number;
  phone: string;
  countryCode: string;
  otp: string;
  expiresAt: Date;
}

/** How often OTPs may be sent to one user. */
export interface OtpThrottle {
  /** OTPs per 15-minute window (login + register + resend). */
  maxPerWindow: number;
  /** Minimum time between an OTP and a resend. */
  resendCooldownMs: number;
}

export interface AppContext {
  config: Config;
  db: Db;
  /** HS256 key of access tokens. */
  jwtKey: Uint8Array;
  files: FileStore;
  /** Delivery of an OTP: printed to the log here (no SMS gateway in the reference API). */
  onOtpIssued: (otp: OtpIssued) => void;
  otpThrottle: OtpThrottle;
  /** Counters a route feeds (a limit reached) beside the per-request ones. */
  metrics: Metrics;
  /** The time as the session rules see it (refresh-token rotation and its reuse window); tests move it. */
  clock: () => Date;
  /** The release registry's commands (modules/releases). */
  registry: Registry;
}
