import { SearchOutlined } from '@ant-design/icons';
import { FIAT_REFERENCE_MAX } from '@exchange/contract/fiat/fiat-statuses';
import { FIATS, type Fiat } from '@exchange/contract/p2p/money-rules';
import { Alert, Button, Empty, Flex, Form, Input, List, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { CustomerLink } from '../../components/CustomerLink.tsx';
import { EndDrawer } from '../../components/EndDrawer.tsx';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { AMOUNT } from './EnterDepositDrawer.tsx';
import { FiatDepositActions } from './FiatDepositActions.tsx';
import { useFiatDepositMatches, type MatchLine } from './fiat-queries.ts';

/**
 * A line of the exchange's statement (reference, amount, currency) against the pending deposits:
 * the candidates, best first, tagged with what matches, each with its approval (the line's
 * reference as the statement reference). Mount it only while open.
 */
export function MatchDepositDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reference: string; amount: string; currency: Fiat }>();
  const [line, setLine] = useState<MatchLine>();
  const matches = useFiatDepositMatches(line);

  return (
    <EndDrawer open onClose={onClose} size={620} title={t('fiat.match.title')} destroyOnHidden data-testid="fiat-match-drawer">
      <Typography.Paragraph type="secondary">{t('fiat.match.help')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ currency: 'AED' }}
        onFinish={(values) => setLine({ reference: values.reference.trim(), amount: values.amount.trim(), currency: values.currency })}
      >
        <Flex gap={8} wrap align="end">
          <Form.Item name="reference" label={t('fiat.fields.reference')} style={{ flex: '2 1 180px' }} rules={[{ required: true, whitespace: true, message: t('fiat.validation.reference') }, { min: 3, message: t('fiat.validation.referenceLength', { min: 3 }) }]}>
            <Input maxLength={FIAT_REFERENCE_MAX} dir="ltr" autoFocus data-testid="fiat-match-reference" />
          </Form.Item>
          <Form.Item name="amount" label={t('fiat.fields.amount')} style={{ flex: '1 1 120px' }} rules={[{ required: true, message: t('fiat.validation.amount') }, { pattern: AMOUNT, message: t('fiat.validation.amount') }]}>
            <Input inputMode="decimal" dir="ltr" data-testid="fiat-match-amount" />
          </Form.Item>
          <Form.Item name="currency" label={t('fiat.fields.currency')} style={{ flex: '0 0 100px' }}>
            <Select options={FIATS.map((c) => ({ value: c, label: c }))} data-testid="fiat-match-currency" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={matches.isFetching} data-testid="fiat-match-search">
              {t('fiat.match.search')}
            </Button>
          </Form.Item>
        </Flex>
      </Form>
      {matches.isError && <Alert type="error" showIcon title={errorMessage(matches.error)} />}
      {line && matches.data && (
        <List
          data-testid="fiat-match-results"
          dataSource={matches.data.items}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fiat.match.none')} /> }}
          renderItem={(match) => (
            <List.Item data-testid="fiat-match-candidate" data-reference={match.deposit.reference} extra={<FiatDepositActions deposit={match.deposit} size="small" statementReference={line.reference} />}>
              <Space orientation="vertical" size={2}>
                <Space wrap size={6}>
                  <Typography.Text strong>{match.deposit.depositNumber}</Typography.Text>
                  <MoneyCell value={match.deposit.amount} currency={match.deposit.currency} />
                  <CustomerLink customerId={match.deposit.customer.id} text={match.deposit.customer.name} />
                </Space>
                <Typography.Text type="secondary" dir="ltr">{match.deposit.reference}</Typography.Text>
                <Space size={4}>
                  <Tag color={match.referenceMatches ? 'success' : 'default'} data-testid="fiat-match-reference-tag" data-match={String(match.referenceMatches)}>
                    {t(match.referenceMatches ? 'fiat.match.referenceMatches' : 'fiat.match.referenceDiffers')}
                  </Tag>
                  <Tag color={match.amountMatches ? 'success' : 'warning'} data-testid="fiat-match-amount-tag" data-match={String(match.amountMatches)}>
                    {t(match.amountMatches ? 'fiat.match.amountMatches' : 'fiat.match.amountDiffers')}
                  </Tag>
                </Space>
              </Space>
            </List.Item>
          )}
        />
      )}
    </EndDrawer>
  );
}
