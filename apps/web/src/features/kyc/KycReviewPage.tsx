import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Empty, Result, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { errorMessage } from '../../app/error-message.ts';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../components/use-can.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { KycAge } from './KycAge.tsx';
import { KycComparison } from './KycComparison.tsx';
import { KycDecisionBar } from './KycDecisionBar.tsx';
import { KycDocumentViewer } from './KycDocumentViewer.tsx';
import { useKycRequestDetail } from './kyc-queries.ts';

/** The review of one KYC request: the declared data beside the documents, and the decisions. */
export default function KycReviewPage() {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const { requestId = '' } = useParams();
  const navigate = useNavigate();
  const canViewDocuments = useCan('kyc.viewDocuments');
  const query = useKycRequestDetail(requestId);
  const [now] = useState(() => Date.now());

  const back = (
    <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }} onClick={() => void navigate(-1)} data-testid="kyc-back">
      {t('kyc.review.back')}
    </Button>
  );

  if (!query.data) {
    if (query.isError) {
      const notFound = query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400);
      return (
        <Card>
          <Result status={notFound ? '404' : 'warning'} title={notFound ? t('kyc.review.notFound') : t('kyc.review.loadFailed')} subTitle={notFound ? undefined : errorMessage(query.error)}
            extra={<Space>{back}{!notFound && <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}</Space>} />
        </Card>
      );
    }
    return <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>;
  }

  const request = query.data;
  const rejection = request.rejection;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="kyc-review-page" data-status={request.status}>
      <Card size="small">
        {back}
        <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 12, alignItems: 'center' }}>
          <Space size={10} wrap>
            <Typography.Title level={4} style={{ margin: 0 }} dir="auto">{request.customer.name}</Typography.Title>
            <Typography.Text type="secondary" dir="ltr">{request.customer.email}</Typography.Text>
            <Tag color={request.level === 3 ? 'purple' : 'blue'} style={{ marginInlineEnd: 0 }}>{t('kyc.review.asksFor', { level: t(`kyc.levels.${request.level}`) })}</Tag>
            <StatusTag status={request.status} testId="kyc-review-status" />
          </Space>
          <KycDecisionBar request={request} />
        </div>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginTop: 12 }}>
          <Descriptions.Item label={t('kyc.review.customerLevel')}>
            <span data-testid="kyc-customer-level">{t(`kyc.customerLevels.${request.customer.kycLevel}`)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('kyc.columns.submitted')}>{dateTime(request.submittedAt)}{' · '}<KycAge from={request.submittedAt} to={request.decidedAt} now={now} /></Descriptions.Item>
          <Descriptions.Item label={t('kyc.fields.reviewer')}>{request.reviewer?.name ?? t('kyc.unassigned')}</Descriptions.Item>
          {request.decidedBy && request.decidedAt && (
            <Descriptions.Item label={t('kyc.review.decided')}>{`${request.decidedBy.name} · ${dateTime(request.decidedAt)}`}</Descriptions.Item>
          )}
        </Descriptions>
        {rejection && (
          <Alert
            type={rejection.type === 'RETRY' ? 'warning' : 'error'}
            showIcon
            data-testid="kyc-rejection"
            title={`${t(`kyc.rejectionTypes.${rejection.type}`)}: ${t(`kyc.reasons.${rejection.reason}`)}`}
            description={
              <>
                {rejection.retryItems.length > 0 && <div>{t('kyc.review.toFix', { items: rejection.retryItems.map((item) => t(`kyc.retryItems.${item}`)).join(', ') })}</div>}
                {rejection.comment && <div dir="auto">{rejection.comment}</div>}
              </>
            }
          />
        )}
        {request.decisionNote && <Alert type="success" showIcon title={request.decisionNote} />}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <KycComparison request={request} />
        </Col>
        <Col xs={24} xl={14}>
          <Card size="small" title={t('kyc.review.documentsTitle', { count: request.documents.length })}>
            {!canViewDocuments ? (
              <Alert type="info" showIcon title={t('common.missingPolicy', { policy: 'kyc.viewDocuments' })} />
            ) : request.documents.length === 0 ? (
              <Empty description={t('kyc.review.noDocuments')} />
            ) : (
              <Row gutter={[12, 12]}>
                {request.documents.map((doc) => (
                  <Col key={doc.id} xs={24} md={12}>
                    <KycDocumentViewer document={doc} />
                  </Col>
                ))}
              </Row>
            )}
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
