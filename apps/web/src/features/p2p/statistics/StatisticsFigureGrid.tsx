import {
  AlertOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  FileSearchOutlined,
  NotificationOutlined,
  ShopOutlined,
  WalletOutlined,
  WifiOutlined,
  InboxOutlined,
} from '@ant-design/icons';
import type { P2PStatistics } from '@exchange/contract/p2p/statistics';
import { Card, Grid, Skeleton, Statistic, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountFormat } from '../../../components/use-count-format.ts';
import { countOf } from './statistics-series.ts';

interface Figure {
  key: string;
  label: string;
  value: number;
  /** "of N" under the figure, for counts that are a part of a whole. */
  of?: number;
  icon: ReactNode;
  color: string;
  /** Draws attention when above zero (work waiting past its deadline). */
  alarm?: boolean;
}

// Ten figures: two rows of five on a wide screen, five rows of two otherwise, never a lone card in a row.
const gridStyle = (columns: number) => ({ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 16 }) as const;

export function StatisticsFigureGrid({ statistics }: { statistics: P2PStatistics | undefined }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const format = useCountFormat();
  const screens = Grid.useBreakpoint();
  const columns = screens.xl ? 5 : 2;

  if (!statistics) {
    return (
      <div style={gridStyle(columns)} data-testid="statistics-figures-loading">
        {Array.from({ length: 10 }, (_, i) => (
          <Card key={i} size="small">
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </Card>
        ))}
      </div>
    );
  }

  const { transactions, merchants, ads, disputes } = statistics;
  const figures: Figure[] = [
    { key: 'requested', label: t('statistics.figures.requested'), value: countOf(transactions.byStatus, 'REQUESTED'), icon: <InboxOutlined />, color: token.colorWarning },
    { key: 'approved', label: t('statistics.figures.approved'), value: countOf(transactions.byStatus, 'APPROVED'), icon: <CheckCircleOutlined />, color: token.colorSuccess },
    { key: 'rejected', label: t('statistics.figures.rejected'), value: countOf(transactions.byStatus, 'REJECTED'), icon: <CloseCircleOutlined />, color: token.colorError },
    { key: 'pendingWithdrawals', label: t('statistics.figures.pendingWithdrawals'), value: transactions.pendingWithdrawals, icon: <WalletOutlined />, color: token.colorWarning },
    { key: 'activeMerchants', label: t('statistics.figures.activeMerchants'), value: merchants.active, of: merchants.total, icon: <ShopOutlined />, color: token.colorPrimary },
    { key: 'onlineMerchants', label: t('statistics.figures.onlineMerchants'), value: merchants.online, of: merchants.total, icon: <WifiOutlined />, color: token.colorSuccess },
    { key: 'activeAds', label: t('statistics.figures.activeAds'), value: ads.active, of: ads.total, icon: <NotificationOutlined />, color: token.colorPrimary },
    { key: 'openDisputes', label: t('statistics.figures.openDisputes'), value: disputes.open, icon: <AlertOutlined />, color: token.colorWarning },
    { key: 'inReviewDisputes', label: t('statistics.figures.inReviewDisputes'), value: disputes.inReview, icon: <FileSearchOutlined />, color: token.colorInfo },
    { key: 'slaBreached', label: t('statistics.figures.slaBreached'), value: disputes.slaBreached, icon: <ClockCircleOutlined />, color: token.colorError, alarm: true },
  ];

  return (
    <div style={gridStyle(columns)} data-testid="statistics-figures">
      {figures.map((figure) => {
        const alarming = figure.alarm === true && figure.value > 0;
        return (
          <Card
            key={figure.key}
            size="small"
            data-testid={`statistics-figure-${figure.key}`}
            style={alarming ? { borderColor: token.colorErrorBorder, background: token.colorErrorBg } : undefined}
          >
            <Statistic
              title={
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                  <span style={{ color: figure.color, fontSize: 16 }} aria-hidden="true">
                    {figure.icon}
                  </span>
                  {figure.label}
                </span>
              }
              value={figure.value}
              formatter={(value) => <span data-testid={`statistics-figure-${figure.key}-value`}>{format.count(Number(value))}</span>}
              styles={{ content: { color: alarming ? token.colorError : undefined, fontVariantNumeric: 'tabular-nums' } }}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12, visibility: figure.of === undefined ? 'hidden' : undefined }}>
              {t('statistics.figures.ofTotal', { total: format.count(figure.of ?? 0) })}
            </Typography.Text>
          </Card>
        );
      })}
    </div>
  );
}
