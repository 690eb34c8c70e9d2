/**
 * A mail catcher for development and the browser journeys: an SMTP server on loopback (nodemailer's
 * smtp-server) that accepts every message and keeps it, and a small HTTP side to read what it kept:
 *
 *   GET  /                        the messages as a page a person reads (newest first)
 *   GET  /messages[?to=address]   the messages as JSON (oldest first), optionally to one address
 *   GET  /messages/:id            one message as JSON
 *   POST /smtp/down | /smtp/up    the SMTP side stops listening / listens again on the same port
 *   POST /smtp/refuse | /smtp/accept  {"address"}: that recipient's mail answered 421 (try later), or accepted again
 *
 * `npm start` runs one beside the API (its SMTP_URL points here) and the journeys run one with the
 * suite (docs/messages.md, "Reading what was sent"). Nothing here leaves the machine.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** Its place in the catcher: 1 for the first message received. */
  id: number;
  messageId: string;
  from: string;
  /** Every recipient of the SMTP envelope, lower case. */
  to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  /** Every header as received (lower-case names; a repeated header's values joined by ", "). */
  headers: Record<string, string>;
  receivedAt: string;
}

export interface MailCatcher {
  smtpPort: number;
  httpPort: number;
  /** What the API's SMTP_URL is set to. */
  smtpUrl: string;
  /** Where a person reads the mail. */
  webUrl: string;
  readonly mails: readonly CaughtMail[];
  /** Stops listening for SMTP (a sender's connection is refused) until `smtpUp`; the mail kept stays. */
  smtpDown(): Promise<void>;
  smtpUp(): Promise<void>;
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  /** 0 (the default) takes any free port. */
  smtpPort?: number;
  httpPort?: number;
  host?: string;
  /** How many messages are kept (the oldest go first). */
  keep?: number;
}

const addressesOf = (value: AddressObject | AddressObject[] | undefined): string =>
  (Array.isArray(value) ? value : value ? [value] : []).map((group) => group.text).join(', ');

const headerText = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'text' in value) return String((value as { text: unknown }).text);
  if (value && typeof value === 'object' && 'value' in value) return String((value as { value: unknown }).value);
  return JSON.stringify(value);
};

const withoutLastLineEnd = (body: string | null) => body?.replace(/\r?\n$/, '') ?? null;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The page a newcomer opens: each message's envelope and headers, and its body in a sandboxed frame. */
function mailPage(mails: readonly CaughtMail[], smtpUrl: string): string {
  const items = [...mails]
    .reverse()
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
    <dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
    <dt>Received</dt><dd>${escapeHtml(mail.receivedAt)}</dd>
    <dt>Message-ID</dt><dd><code>${escapeHtml(mail.messageId)}</code></dd>
  </dl>
  ${
    mail.html !== null
      ? `<iframe title="Body of message ${mail.id}" sandbox srcdoc="${escapeHtml(mail.html)}"></iframe>`
      : `<pre>${escapeHtml(mail.text ?? '')}</pre>`
  }
  <p><a href="/messages/${mail.id}">As JSON, with every header</a></p>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mail caught (${mails.length})</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1a1a1a; }
  article { border: 1px solid #ccc; border-radius: 6px; padding: 0 1rem 1rem; margin: 1rem 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 1rem; margin: 0 0 0.75rem; }
  dt { color: #555; } dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; min-height: 10rem; border: 1px solid #ddd; background: #fff; }
  pre { white-space: pre-wrap; background: #f6f6f6; padding: 0.75rem; }
</style></head>
<body>
<h1>Mail caught by the development mail catcher</h1>
<p>Everything the suite sent to <code>${escapeHtml(smtpUrl)}</code>, newest first. Nothing left this machine.
Reload to see new mail; <a href="/messages">the same as JSON</a>.</p>
${items || '<p>No mail yet. Send a message from an order or a customer, or make a decision an event rule sends.</p>'}
</body></html>`;
}

const readBody = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return {};
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
};

/** Listens on `port` (0: any free one) and answers the port taken; `server` is the one `start` listens with. */
const listen = (server: NetServer, start: (done: () => void) => void) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    start(() => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const keep = options.keep ?? 1000;
  const mails: CaughtMail[] = [];
  /** Recipients answered 421 for now (a journey's outage of its own customer, safe beside other tests). */
  const refused = new Set<string>();
  let nextId = 1;
  let smtp: SMTPServer | null = null;
  let smtpPort = options.smtpPort ?? 0;

  const startSmtp = async () => {
    if (smtp) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address.toLowerCase())) {
          callback(
            Object.assign(new Error('Mail catcher: this recipient is down, try again later'), { responseCode: 421 }),
          );
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            const headers: Record<string, string> = {};
            for (const [name, value] of parsed.headers) headers[name] = headerText(value);
            mails.push({
              id: nextId++,
              messageId: parsed.messageId ? `<${parsed.messageId.replace(/^<|>$/g, '')}>` : '',
              from: addressesOf(parsed.from),
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: parsed.subject ?? '',
              // The line end SMTP puts after the last line is not the sender's: the body reads as sent.
              html: parsed.html === false ? null : withoutLastLineEnd(parsed.html ?? null),
              text: withoutLastLineEnd(parsed.text ?? null),
              headers,
              receivedAt: new Date().toISOString(),
            });
            if (mails.length > keep) mails.splice(0, mails.length - keep);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    smtpPort = await listen(server.server, (done) => server.listen(smtpPort, host, done));
    smtp = server;
  };
  const stopSmtp = async () => {
    const closing = smtp;
    smtp = null;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  await startSmtp();

  const smtpUrl = () => `smtp://${host}:${smtpPort}`;
  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://catcher');
    void (async () => {
      if (request.method === 'GET' && url.pathname === '/') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        response.end(mailPage(mails, smtpUrl()));
        return;
      }
      if (request.method === 'GET' && url.pathname === '/messages') {
        const to = url.searchParams.get('to')?.toLowerCase();
        json(response, 200, to ? mails.filter((mail) => mail.to.includes(to)) : mails);
        return;
      }
      const one = /^\/messages\/(\d+)$/.exec(url.pathname);
      if (request.method === 'GET' && one) {
        const mail = mails.find((m) => m.id === Number(one[1]));
        json(response, mail ? 200 : 404, mail ?? { message: 'No such message' });
        return;
      }
      if (request.method === 'POST' && (url.pathname === '/smtp/down' || url.pathname === '/smtp/up')) {
        await (url.pathname === '/smtp/down' ? stopSmtp() : startSmtp());
        json(response, 200, { listening: smtp !== null, smtpUrl: smtpUrl() });
        return;
      }
      if (request.method === 'POST' && (url.pathname === '/smtp/refuse' || url.pathname === '/smtp/accept')) {
        const address = String((await readBody(request)).address ?? '').toLowerCase();
        if (!address) {
          json(response, 400, { message: 'Send {"address": "…"}' });
          return;
        }
        if (url.pathname === '/smtp/refuse') refused.add(address);
        else refused.delete(address);
        json(response, 200, { refused: [...refused] });
        return;
      }
      json(response, 404, { message: 'Not found' });
    })().catch((error: Error) => json(response, 500, { message: error.message }));
  });
  const httpPort = await listen(http, (done) => http.listen(options.httpPort ?? 0, host, done));

  return {
    get smtpPort() {
      return smtpPort;
    },
    httpPort,
    get smtpUrl() {
      return smtpUrl();
    },
    webUrl: `http://${host === '127.0.0.1' ? 'localhost' : host}:${httpPort}`,
    mails,
    smtpDown: stopSmtp,
    smtpUp: startSmtp,
    async close() {
      await stopSmtp();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
