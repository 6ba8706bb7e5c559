import { Progress, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** A score of 0 to 1 as a percentage with a bar: red from 0.95, orange from 0.9, gold below. */
export function ScoreCell({ score, nameScore, testId }: { score: number; nameScore?: number; testId?: string }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const color = score >= 0.95 ? '#cf1322' : score >= 0.9 ? '#d46b08' : '#d4b106';
  const bar = (
    <span data-testid={testId} data-score={score} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 110 }}>
      <Progress percent={Math.round(score * 100)} showInfo={false} size="small" strokeColor={color} style={{ width: 56, margin: 0 }} />
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{percent.format(score)}</span>
    </span>
  );
  return nameScore === undefined ? bar : <Tooltip title={t('screening.fields.nameScoreIs', { score: percent.format(nameScore) })}>{bar}</Tooltip>;
}
