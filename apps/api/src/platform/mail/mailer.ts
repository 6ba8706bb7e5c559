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
      const body = [`From: ${from}`, `To: ${message.to}`, `Subject: ${message.subject}`, `Date: ${new Date().toUTCString()}`, 'Content-Type: text/plain; charset=utf-8', '', message.text, ''].join('\r\n');
      await writeFile(file, body, { mode: 0o600 });
    },
  };
}
