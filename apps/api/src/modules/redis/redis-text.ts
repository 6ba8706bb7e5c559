import { isUtf8 } from 'node:buffer';
import type { RedisKeyEncoding } from '@exchange/contract/redis/redis-rules';
import type { RedisText } from '@exchange/contract/redis/redis';
import { badField } from '../../platform/errors.ts';

/** A byte as redis-cli shows it in a quoted string: printable ASCII as it is, the rest escaped. */
function escapeByte(byte: number): string {
  if (byte === 0x5c) return '\\\\';
  if (byte === 0x0a) return '\\n';
  if (byte === 0x0d) return '\\r';
  if (byte === 0x09) return '\\t';
  if (byte >= 0x20 && byte < 0x7f) return String.fromCharCode(byte);
  return `\\x${byte.toString(16).padStart(2, '0')}`;
}

export const escapeBytes = (bytes: Buffer) => Array.from(bytes, escapeByte).join('');

/**
 * The first bytes of a cut value as text, if they are UTF-8: a cut can fall inside a character, so
 * up to three bytes of it are dropped before giving up.
 */
function utf8Prefix(bytes: Buffer, cut: boolean): string | undefined {
  for (let drop = 0; drop <= (cut ? 3 : 0) && drop < bytes.length; drop += 1) {
    const part = drop === 0 ? bytes : bytes.subarray(0, bytes.length - drop);
    if (isUtf8(part)) return part.toString('utf8');
  }
  return bytes.length === 0 ? '' : undefined;
}

/**
 * Bytes of a value shown safely: at most `limit` of them, as text when they are UTF-8 and escaped
 * otherwise. `total` is the whole value's size when only its start was read (GETRANGE).
 */
export function shownText(bytes: Buffer, limit: number, total = bytes.length): RedisText {
  const head = bytes.length > limit ? bytes.subarray(0, limit) : bytes;
  const truncated = total > head.length;
  const text = utf8Prefix(head, truncated);
  return text === undefined
    ? { text: escapeBytes(head), binary: true, bytes: total, truncated }
    : { text, binary: false, bytes: total, truncated };
}

/** A key as the API hands it out: text when it is UTF-8, else base64 of its bytes; and how to show it. */
export function keyOut(bytes: Buffer): { key: string; encoding: RedisKeyEncoding; label: string } {
  if (isUtf8(bytes)) {
    const key = bytes.toString('utf8');
    return { key, encoding: 'utf8', label: key };
  }
  return { key: bytes.toString('base64'), encoding: 'base64', label: escapeBytes(bytes) };
}

/** The bytes of a key the client sent back; a base64 key that is not base64 is a 400 naming `key`. */
export function keyIn(key: string, encoding: RedisKeyEncoding): Buffer {
  if (encoding === 'utf8') return Buffer.from(key, 'utf8');
  const bytes = Buffer.from(key, 'base64');
  if (bytes.length === 0 || bytes.toString('base64') !== key) throw badField('key', 'validation.invalidFormat', 'must be the base64 the key list gave');
  return bytes;
}
