import { SearchOutlined } from '@ant-design/icons';
import { Button, Col, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FilterBarActionsProps {
  onReset: () => void;
  /** False while no filter is set: there is nothing to reset. */
  canReset: boolean;
  /** Extra buttons before Reset (such as "More filters"). */
  children?: ReactNode;
  /** Buttons after Search (such as an export of what the filters select). */
  after?: ReactNode;
  testIdPrefix?: string;
}

/** The end of a filter form's grid: Reset and Search (the form's submit), aligned with the fields. */
export function FilterBarActions({ onReset, canReset, children, after, testIdPrefix = 'filter' }: FilterBarActionsProps) {
  const { t } = useTranslation();
  return (
    <Col flex="auto" style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'flex-end', paddingBottom: 24 }}>
      <Space wrap>
        {children}
        <Button onClick={onReset} disabled={!canReset} data-testid={`${testIdPrefix}-reset`}>
          {t('common.reset')}
        </Button>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid={`${testIdPrefix}-submit`}>
          {t('common.search')}
        </Button>
        {after}
      </Space>
    </Col>
  );
}
