/**
 * How a message leaves the API, one provider per channel (docs/messages.md). Email goes through SMTP
 * (nodemailer, SMTP_URL). No real SMS or push provider is built until one is chosen: in development
 * mode the recording provider keeps what would have been sent; outside it those channels fail with
 * that reason, so nothing claims to have reached a customer that did not.
 */
import nodemailer from 'nodemailer';
import type { MessageChannel } from '@admin/api-client/contract';

interface OutgoingMessage {
  /** The stable Message-ID of every try (`<…@…>`). */
  messageId: string;
  channel: MessageChannel;
  /** The full address or number. */
  to: string;
  subject: string | null;
  body: string;
  format: 'html' | 'text';
}

/**
 * A try that did not deliver: worth another `retry`, `bounced` (the server refused the recipient for
 * good), or `failed` for good (no provider for the channel).
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly outcome: 'retry' | 'bounced' | 'failed' = 'retry',
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** One channel's way out. `send` resolves once the provider accepted the message, and throws otherwise. */
interface MessageProvider {
  send(message: OutgoingMessage): Promise<void>;
  close?(): void;
}

interface SmtpSettings {
  url: string;
  from: string;
  replyTo: string | null;
}

/**
 * Each step of an SMTP try has a bound, all together well under the worker's lease: a try still
 * running when its lease ran out could be claimed again by another instance and sent twice.
 */
const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 20_000 } as const;

function smtpProvider(settings: SmtpSettings): MessageProvider {
  const transport = nodemailer.createTransport(settings.url, {
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  });
  return {
    async send(message) {
      try {
        await transport.sendMail({
          from: settings.from,
          ...(settings.replyTo ? { replyTo: settings.replyTo } : {}),
          to: message.to,
          subject: message.subject ?? '',
          messageId: message.messageId,
          ...(message.format === 'html' ? { html: message.body } : { text: message.body }),
        });
      } catch (error) {
        const { responseCode, message: reason } = error as { responseCode?: number; message: string };
        // 5xx for the recipient is the server's final word (a bounce); a connection that failed, a
        // timeout or a 4xx is worth another try.
        throw new DeliveryError(reason, typeof responseCode === 'number' && responseCode >= 500 ? 'bounced' : 'retry');
      }
    },
    close: () => transport.close(),
  };
}

/** What the development provider kept: the message as it would have gone out. */
interface RecordedMessage extends OutgoingMessage {
  at: Date;
}

/** Development only: keeps what it is given (newest last, the last 500) and logs one line for each. */
function recordingProvider(log: (line: string) => void = console.log): MessageProvider & {
  sent: RecordedMessage[];
} {
  const sent: RecordedMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push({ ...message, at: new Date() });
      if (sent.length > 500) sent.shift();
      log(
        `[messages] ${message.channel} ${message.messageId} to ${message.to}: recorded, not sent (development provider)`,
      );
    },
  };
}

/** A channel with no provider: every try fails with the reason, at once and for good. */
const unconfiguredProvider = (reason: string): MessageProvider => ({
  async send() {
    throw new DeliveryError(reason, 'failed');
  },
});

export type Providers = Readonly<Record<MessageChannel, MessageProvider>>;

/** The providers of a configuration: SMTP where SMTP_URL is set, the recording one in development. */
export function providersFor(config: {
  smtpUrl: string | null;
  mailFrom: string;
  mailReplyTo: string | null;
  devMode: boolean;
}): Providers {
  const recording = config.devMode ? recordingProvider() : null;
  const none = (what: string) =>
    unconfiguredProvider(`No ${what} provider is configured on this server (docs/messages.md).`);
  return {
    email: config.smtpUrl
      ? smtpProvider({ url: config.smtpUrl, from: config.mailFrom, replyTo: config.mailReplyTo })
      : (recording ?? unconfiguredProvider('SMTP_URL is not set on this server: email cannot be sent.')),
    sms: recording ?? none('SMS'),
    push: recording ?? none('push'),
  };
}
