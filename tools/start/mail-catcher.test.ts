// The mail catcher as its two users see it: the API sends through nodemailer, a journey or a person
// reads the mail back over HTTP; a journey takes SMTP down (for everyone or one recipient) and back up.
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './mail-catcher';

let catcher: MailCatcher;
beforeEach(async () => {
  catcher = await startMailCatcher();
});
afterEach(async () => {
  await catcher.close();
});

const send = (to: string, subject: string, html: string, messageId?: string) =>
  nodemailer
    .createTransport(catcher.smtpUrl, { connectionTimeout: 2000, greetingTimeout: 2000, socketTimeout: 2000 })
    .sendMail({ from: 'Pandora <no-reply@example.com>', to, subject, html, messageId });

const get = async <T>(path: string) => {
  const response = await fetch(`${catcher.webUrl}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.text()) as T };
};

describe('mail catcher', () => {
  it('keeps what nodemailer sent and answers it as JSON, to one address or all', async () => {
    await send(
      'Ravi@Example.com',
      'Refund of ₹1,25,000.00 approved',
      '<p>Hi Ravi, <b>approved</b>.</p>',
      '<m1@example.com>',
    );
    await send('asha@example.com', 'Other', '<p>Other</p>');

    const { status, body } = await get<string>('/messages?to=ravi@example.com');
    expect(status).toBe(200);
    const mails = JSON.parse(body) as CaughtMail[];
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      id: 1,
      messageId: '<m1@example.com>',
      to: ['ravi@example.com'],
      subject: 'Refund of ₹1,25,000.00 approved',
      html: '<p>Hi Ravi, <b>approved</b>.</p>',
    });
    expect(mails[0]?.from).toContain('no-reply@example.com');
    expect(mails[0]?.headers['message-id']).toBe('<m1@example.com>');
    expect(mails[0]?.text).toContain('approved');

    expect(JSON.parse((await get<string>('/messages')).body)).toHaveLength(2);
    expect(JSON.parse((await get<string>('/messages/2')).body)).toMatchObject({ to: ['asha@example.com'] });
    expect((await get('/messages/9')).status).toBe(404);
  });

  it('shows a readable page, the body sandboxed and every value escaped', async () => {
    expect((await get<string>('/')).body).toContain('No mail yet');
    await send('ravi@example.com', '<script>alert(1)</script>', '<p onclick="x()">Hi</p>');
    const page = await get<string>('/');
    expect(page.type).toContain('text/html');
    expect(page.body).toContain('ravi@example.com');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain(
      '<iframe title="Body of message 1" sandbox srcdoc="&lt;p onclick=&quot;x()&quot;&gt;Hi&lt;/p&gt;">',
    );
  });

  it('goes down and comes back up on the same port, keeping the mail it had', async () => {
    await send('ravi@example.com', 'Before', '<p>1</p>');
    const port = catcher.smtpPort;
    await fetch(`${catcher.webUrl}/smtp/down`, { method: 'POST' });
    await expect(send('ravi@example.com', 'While down', '<p>2</p>')).rejects.toMatchObject({ code: 'ESOCKET' });
    await fetch(`${catcher.webUrl}/smtp/up`, { method: 'POST' });
    expect(catcher.smtpPort).toBe(port);
    await send('ravi@example.com', 'After', '<p>3</p>');
    expect(catcher.mails.map((mail) => mail.subject)).toEqual(['Before', 'After']);
  });

  it('refuses one recipient with a 421 (try later) while others still get their mail', async () => {
    const refuse = (path: string) =>
      fetch(`${catcher.webUrl}${path}`, { method: 'POST', body: JSON.stringify({ address: 'Ravi@example.com' }) });
    await refuse('/smtp/refuse');
    await expect(send('ravi@example.com', 'Refused', '<p>1</p>')).rejects.toMatchObject({ responseCode: 421 });
    await send('asha@example.com', 'Still arrives', '<p>2</p>');
    await refuse('/smtp/accept');
    await send('ravi@example.com', 'Accepted again', '<p>3</p>');
    expect(catcher.mails.map((mail) => mail.subject)).toEqual(['Still arrives', 'Accepted again']);
  });
});
