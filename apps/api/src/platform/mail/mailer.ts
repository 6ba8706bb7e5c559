import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Email leaves the system here; the only implementation writes .eml files (no provider is wired). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Writes each message as an RFC 822 file in the outbox folder, where an operator (or a relay
 * that picks files up) reads it. Secrets such as invitation links only ever travel by this path.
 */
export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${message.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
      await writeFile(file, renderEml(from, message), { mode: 0o600 });
    },
  };
}

/** A header value outside ASCII (an exchange name in Arabic) travels as an RFC 2047 encoded word. */
const headerText = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`);

/** The message as an RFC 5322 file with MIME headers, so any relay or mail client reads it as sent. */
export function renderEml(from: string, message: MailMessage, now = new Date()): string {
  const domain = /@([^>\s]+)>?$/.exec(from)?.[1] ?? 'localhost';
  return [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${headerText(message.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.text.replace(/\r?\n/g, '\r\n'),
    '',
  ].join('\r\n');
}
