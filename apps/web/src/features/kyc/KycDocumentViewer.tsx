import { FilePdfOutlined } from '@ant-design/icons';
import type { KycDocument } from '@exchange/contract/kyc/kyc-requests';
import { Alert, Button, Card, Image, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useKycDocumentUrl } from './kyc-queries.ts';

const FRAME_HEIGHT = 360;

/**
 * One document: an image with antd's preview (zoom, rotate, flip), or a PDF shown inline from the
 * bytes the console fetched (the served file itself is sandboxed and never cached).
 */
export function KycDocumentViewer({ document: doc }: { document: KycDocument }) {
  const { t } = useTranslation();
  const { url, isError, error } = useKycDocumentUrl(doc.id);
  const kb = Math.max(1, Math.round(doc.sizeBytes / 1024));
  return (
    <Card
      size="small"
      title={t(`kyc.documentKinds.${doc.kind}`)}
      extra={<Typography.Text type="secondary" style={{ fontSize: 12 }} dir="ltr">{t('kyc.review.fileSize', { name: doc.fileName, kb })}</Typography.Text>}
      data-testid={`kyc-document-${doc.kind}`}
      styles={{ body: { padding: 8, textAlign: 'center' } }}
    >
      {isError ? (
        <Alert type="error" showIcon title={errorMessage(error)} />
      ) : !url ? (
        <Skeleton.Image active style={{ width: '100%', height: FRAME_HEIGHT }} />
      ) : doc.contentType === 'application/pdf' ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <iframe src={url} title={doc.fileName} style={{ width: '100%', height: FRAME_HEIGHT, border: 0, background: '#fff' }} data-testid="kyc-pdf" />
          <Button size="small" icon={<FilePdfOutlined />} href={url} target="_blank" rel="noopener noreferrer">{t('kyc.review.openPdf')}</Button>
        </Space>
      ) : (
        <Image
          src={url}
          alt={t(`kyc.documentKinds.${doc.kind}`)}
          style={{ maxWidth: '100%', maxHeight: FRAME_HEIGHT, objectFit: 'contain' }}
          preview={{ mask: t('kyc.review.zoom') }}
          data-testid="kyc-image"
        />
      )}
    </Card>
  );
}
