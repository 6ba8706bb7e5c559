import { describe, expect, it } from 'vitest';
import { renderEml } from './mailer.ts';

const headersOf = (eml: string) => new Map(eml.split('\r\n\r\n')[0]?.split('\r\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));

describe('outbox e-mails', () => {
  it('carry MIME-Version, a unique Message-ID on the sender domain, and CRLF line ends', () => {
    const message = { to: 'new.admin@example.com', subject: 'Set your password', text: 'Hello\nLink: https://x/set' };
    const first = renderEml('Back office <back-office@exchange.example>', message, new Date('2026-11-25T10:00:00Z'));
    const headers = headersOf(first);
    expect(headers.get('MIME-Version')).toBe('1.0');
    expect(headers.get('Message-ID')).toMatch(/^<[0-9a-f-]{36}@exchange\.example>$/);
    expect(headers.get('Date')).toBe('Wed, 25 Nov 2026 10:00:00 GMT');
    expect(headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(first.split('\r\n\r\n')[1]).toBe('Hello\r\nLink: https://x/set\r\n');
    expect(headersOf(renderEml('back-office@exchange.example', message)).get('Message-ID')).not.toBe(headers.get('Message-ID'));
  });

  it('encodes a subject outside ASCII', () => {
    const eml = renderEml('back-office@localhost', { to: 'a@b.co', subject: 'بورصة: كلمة المرور', text: 'x' });
    const subject = headersOf(eml).get('Subject') ?? '';
    expect(subject).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
    expect(Buffer.from(subject.slice(10, -2), 'base64').toString('utf8')).toBe('بورصة: كلمة المرور');
  });
});
