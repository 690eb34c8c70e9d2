/**
 * The mail the suite's API sent, read from the mail catcher the suite starts (tools/start/mail-catcher.ts,
 * global-setup.ts points the API's SMTP_URL at it). Journeys run in worker processes, so they read it
 * over its HTTP side. Each journey creates its own customer, so it reads the mail to that address only.
 */
import type { CaughtMail } from '../../tools/start/mail-catcher';
import { mailUrl } from './suite';

export type { CaughtMail } from '../../tools/start/mail-catcher';

async function catcher<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${mailUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`mail catcher ${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Every message the catcher received for `address`, oldest first. */
export const mailsTo = (address: string): Promise<CaughtMail[]> =>
  catcher('GET', `/messages?to=${encodeURIComponent(address)}`);

export interface WaitForMail {
  /** Only messages whose subject contains this (or matches it). */
  subject?: string | RegExp;
  /** How many such messages to wait for (1). */
  count?: number;
  /** 20 s by default: the API's worker sends within a second, a retry after its backoff. */
  timeout?: number;
}

/** Waits until `address` received `count` messages (matching `subject`); resolves to them, oldest first. */
export async function waitForMail(address: string, wait: WaitForMail = {}): Promise<CaughtMail[]> {
  const { subject, count = 1, timeout = 20_000 } = wait;
  const matches = (mail: CaughtMail) =>
    subject === undefined ||
    (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject));
  const until = Date.now() + timeout;
  for (;;) {
    const found = (await mailsTo(address)).filter(matches);
    if (found.length >= count) return found;
    if (Date.now() > until)
      throw new Error(
        `${address} received ${found.length} of ${count} message(s)${subject ? ` matching ${String(subject)}` : ''} in ${timeout} ms`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * SMTP down for one recipient: the catcher answers mail to `address` "421 try again later", which the
 * API treats as the server being unavailable (it retries, then fails the message). Safe beside other
 * journeys in parallel workers: their customers' mail still arrives. `smtpUpFor` ends it.
 */
export const smtpDownFor = (address: string) => catcher('POST', '/smtp/refuse', { address });
export const smtpUpFor = (address: string) => catcher('POST', '/smtp/accept', { address });
