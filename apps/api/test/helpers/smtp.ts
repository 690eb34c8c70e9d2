/**
 * A test SMTP server on a loopback port (nodemailer's smtp-server): keeps every message it accepted
 * with its Message-ID, recipient, subject and decoded body. It can be started later on a port chosen
 * now (SMTP down, then up), and refuse a recipient for good (a bounce).
 */
import net from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  messageId: string;
  to: string;
  subject: string;
  /** The body as sent (quoted-printable or base64 decoded). */
  body: string;
  raw: string;
}

/** A port nothing listens on now (the server may be started on it later). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Reads a single-part message: its unfolded headers and its decoded body. */
function parseMail(raw: string): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const content = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(content)
        : content;
  return {
    messageId: header('Message-ID'),
    to: header('To'),
    subject: header('Subject'),
    body: body.replace(/\r\n$/, ''),
    raw,
  };
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** How many times the server accepted each Message-ID. */
  counts(): Map<string, number>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Recipients refused with 550 (a bounce). */
  refuse: Set<string>;
  /** Called once a message was read, before the server answers 250 (a test slows or observes acceptance). */
  onAccept?: (mail: ReceivedMail) => Promise<void> | void;
}

/** The server's settings; `start()` listens (the test may leave it down first). */
export async function testSmtp(port?: number): Promise<TestSmtp> {
  const chosen = port ?? (await freePort());
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  let server: SMTPServer | null = null;
  const smtp: TestSmtp = {
    port: chosen,
    url: `smtp://127.0.0.1:${chosen}`,
    received,
    refuse,
    counts() {
      const counts = new Map<string, number>();
      for (const mail of received) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
      return counts;
    },
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (refuse.has(address.address)) {
            const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
            callback(error);
            return;
          }
          callback();
        },
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
            void Promise.resolve(smtp.onAccept?.(mail)).then(() => {
              received.push(mail);
              callback();
            });
          });
        },
      });
      await new Promise<void>((resolve) => server?.listen(chosen, '127.0.0.1', resolve));
    },
    async stop() {
      const closing = server;
      server = null;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
  return smtp;
}
