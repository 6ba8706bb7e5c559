import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../app/error-message.ts';
import { useMessageApi } from '../app/message-api-context.ts';
import { downloadCsv, saveDownload, type CsvPath, type CsvPathParams, type DownloadProgress } from './download-file.ts';

export type ExportCsvButtonProps = {
  fallbackName: string;
  testId: string;
} & (
  | {
      /** The list's own endpoint: `format=csv` is added to its filters. */
      path: CsvPath;
      filters: Readonly<Record<string, string | undefined>>;
      /** The path's own parameters, for a list under a parent. */
      pathParams?: CsvPathParams;
      fetchCsv?: never;
    }
  /** An export the caller asks for with its own typed call (a list whose query has required fields). */
  | { fetchCsv: (signal: AbortSignal) => Promise<Response>; path?: never; filters?: never; pathParams?: never }
);

/**
 * Downloads every row matching a list's filters as CSV (the server streams them all, not only the
 * page on screen), showing how much has arrived; leaving the page cancels the download.
 */
export function ExportCsvButton({ path, filters, pathParams, fetchCsv, fallbackName, testId }: ExportCsvButtonProps) {
  const { t, i18n } = useTranslation();
  const message = useMessageApi();
  const [receivedBytes, setReceivedBytes] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(bytes / 1024)
      : new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setReceivedBytes(0);
    const onProgress = (progress: DownloadProgress) => setReceivedBytes(progress.receivedBytes);
    try {
      const name = fetchCsv
        ? await saveDownload(await fetchCsv(controller.signal), fallbackName, onProgress)
        : await downloadCsv(path, { filters, pathParams, fallbackName, onProgress, signal: controller.signal });
      void message.success(t('common.downloaded', { name }));
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) void message.error(errorMessage(error), 6);
    } finally {
      setReceivedBytes(null);
    }
  };

  const busy = receivedBytes !== null;
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid={testId}>
      {busy ? t('common.downloading', { size: size(receivedBytes) }) : t('common.exportCsv')}
    </Button>
  );
}
