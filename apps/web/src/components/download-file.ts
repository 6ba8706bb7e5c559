import { api, type ListQueryOf } from '../app/api.ts';
import type { paths } from '../app/api-schema.ts';

/** The parameters of a list's path under a parent: the merchant's own lists. */
export type CsvPathParams = { merchantId: string };

/** The lists of the admin API that answer CSV with `format=csv`: every matching row, streamed. */
export type CsvPath = { [P in keyof paths]: 'csv' extends ListQueryOf<P>['format' & keyof ListQueryOf<P>] ? P : never }[keyof paths];

export interface DownloadProgress {
  receivedBytes: number;
  /** Undefined when the server streams without a Content-Length (CSV exports do). */
  totalBytes: number | undefined;
}

export interface DownloadOptions {
  /** The list's filters (empty ones are left out); `format=csv` is added. */
  filters: Readonly<Record<string, string | undefined>>;
  /** The path's own parameters, for a list under a parent (`/merchants/{merchantId}/ads`). */
  pathParams?: CsvPathParams;
  /** Used when the response names no file. */
  fallbackName: string;
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
}

// The name comes from the server, but a path in it must never steer where the browser saves.
const sanitize = (name: string) => name.replace(/[/\\]/g, '_').replace(/^\.+/, '') || undefined;

/** The file name of a Content-Disposition header: RFC 5987 `filename*` first, then `filename`. */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return sanitize(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')));
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name ? sanitize(name) : undefined;
}

async function readBody(response: Response, onProgress: DownloadOptions['onProgress']): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const length = Number(response.headers.get('Content-Length'));
  const totalBytes = Number.isFinite(length) && length > 0 ? length : undefined;
  if (!response.body || !onProgress) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let receivedBytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    receivedBytes += value.byteLength;
    onProgress({ receivedBytes, totalBytes });
  }
  return new Blob(chunks, { type });
}

/**
 * Fetches a list as CSV with the session's token (a plain link could not send it) and hands the
 * body to the browser as a download. Errors are the typed client's, a 401 signs out as anywhere else.
 * Resolves with the saved file name.
 */
export async function downloadCsv(path: CsvPath, options: DownloadOptions): Promise<string> {
  const query = { ...options.filters, format: 'csv' } as const;
  const rest = { parseAs: 'stream', headers: { Accept: '*/*' }, signal: options.signal } as const;
  const { response } = options.pathParams
    ? await api.GET(path, { params: { path: options.pathParams, query }, ...rest })
    : await api.GET(path, { params: { query }, ...rest });
  return saveDownload(response, options.fallbackName, options.onProgress);
}

/**
 * Hands a fetched file (a CSV export the caller asked for with its own typed call) to the browser
 * as a download, under the name the server gave it. Resolves with that name.
 */
export async function saveDownload(response: Response, fallbackName: string, onProgress?: DownloadOptions['onProgress']): Promise<string> {
  const blob = await readBody(response, onProgress);
  const name = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next turn: the click has started the download by then.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return name;
}
