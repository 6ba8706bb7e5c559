import type { QrCodeResponse } from '@exchange/contract/auth/session';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Result, Skeleton, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { fieldErrorsOf } from '../../app/form-errors.ts';
import { fetchGauthQrCode, setupGauth } from './auth-queries.ts';
import { GauthCodeFields } from './GauthCodeFields.tsx';
import { completeGauthForm, gauthFields, type GauthFormValues } from './gauth-form.ts';
import { useSetGAuthEnabled } from './use-set-gauth-enabled.ts';

type SetupStep = 0 | 1 | 2;

function QrCodeStep({ query }: { query: UseQueryResult<QrCodeResponse> }) {
  const { t } = useTranslation();
  const { data, error, isPending } = query;

  if (error) return <Alert type="error" showIcon title={errorMessage(error)} />;
  if (isPending) return <Skeleton.Node active style={{ width: 200, height: 200 }} />;
  return (
    <div className="gauth-qr">
      <Typography.Paragraph type="secondary">{t('gauth.scanHelp')}</Typography.Paragraph>
      <img src={data.qrcode} alt={t('gauth.qrAlt')} width={200} height={200} data-testid="gauth-qrcode" />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 4 }}>
        {t('gauth.manualEntry')}
      </Typography.Paragraph>
      <Typography.Text code copyable={{ text: data.code }} style={{ wordBreak: 'break-all' }}>
        <span data-testid="gauth-secret">{data.code}</span>
      </Typography.Text>
    </div>
  );
}

export function GoogleAuthSetupModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GauthFormValues>();
  const [step, setStep] = useState<SetupStep>(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const setGAuthEnabled = useSetGAuthEnabled();
  // Each call makes the server draw a new secret, so it is fetched once per opening of the modal and
  // kept while it is open: going Back must show the secret the app already scanned.
  const qrCode = useQuery({
    queryKey: ['auth', 'gauthQrCode'],
    queryFn: ({ signal }) => fetchGauthQrCode(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  const onFinish = async (values: GauthFormValues) => {
    const request = completeGauthForm(values);
    if (!request) {
      setFailure(t('gauth.invalid'));
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      await setupGauth(request);
      setGAuthEnabled(true);
      setStep(2);
    } catch (error) {
      // A wrong code or password is said under that field, beside its label; anything else above the form.
      const fieldErrors = fieldErrorsOf(error, gauthFields);
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      else setFailure(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal open title={t('gauth.title')} footer={null} onCancel={onClose} width={480} mask={{ closable: false }}>
      <Steps
        size="small"
        current={step}
        status={step === 2 ? 'finish' : 'process'}
        style={{ margin: '8px 0 24px' }}
        items={[{ title: t('gauth.stepScan') }, { title: t('gauth.stepVerify') }, { title: t('gauth.stepDone') }]}
      />

      {step === 0 && (
        <>
          <QrCodeStep query={qrCode} />
          <Space style={{ width: '100%', justifyContent: 'flex-end', marginTop: 24 }}>
            <Button onClick={onClose} data-testid="gauth-skip">
              {t('gauth.skip')}
            </Button>
            <Button type="primary" onClick={() => setStep(1)} disabled={!qrCode.data} data-testid="gauth-next">
              {t('gauth.next')}
            </Button>
          </Space>
        </>
      )}

      {step === 1 && (
        <Form form={form} name="gauthSetup" layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Typography.Paragraph type="secondary">{t('gauth.verifyHelp')}</Typography.Paragraph>
          {failure && (
            <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="gauth-error" />
          )}
          <GauthCodeFields invalid={failure !== null} onEdit={() => setFailure(null)} />
          <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
            <Button onClick={() => setStep(0)} data-testid="gauth-back">
              {t('gauth.back')}
            </Button>
            <Button type="primary" htmlType="submit" loading={submitting} data-testid="gauth-setup">
              {t('gauth.setup')}
            </Button>
          </Space>
        </Form>
      )}

      {step === 2 && (
        <Result
          status="success"
          title={t('gauth.doneTitle')}
          subTitle={t('gauth.doneBody')}
          style={{ padding: '8px 0 0' }}
          extra={
            <Button type="primary" onClick={onClose} data-testid="gauth-done">
              {t('gauth.done')}
            </Button>
          }
        />
      )}
    </Modal>
  );
}
