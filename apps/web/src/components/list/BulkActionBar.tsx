import type { BulkResult } from '@exchange/contract/bulk/bulk-decisions';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../use-can.ts';
import type { BulkActionDeclaration } from './bulk-actions.ts';
import { BulkDecisionDialog } from './BulkDecisionDialog.tsx';
import { BulkResultPanel } from './BulkResultPanel.tsx';

interface BulkActionBarProps {
  actions: readonly BulkActionDeclaration[];
  selected: string[];
  labelOf: (id: string) => string;
  onClear: () => void;
  onDecided: () => void;
}

function BulkActionButton({ action, disabled, onClick }: { action: BulkActionDeclaration; disabled: boolean; onClick: () => void }) {
  // The server refuses without the policy anyway; the button is not offered.
  if (!useCan(action.policy)) return null;
  return (
    <Button size="small" danger={action.danger} disabled={disabled} onClick={onClick} data-testid={`bulk-action-${action.key}`}>
      {action.label}
    </Button>
  );
}

/** Above a list with selectable rows: how many are selected and the decisions that can be taken on them at once. */
export function BulkActionBar({ actions, selected, labelOf, onClear, onDecided }: BulkActionBarProps) {
  const { t } = useTranslation();
  const [running, setRunning] = useState<BulkActionDeclaration | null>(null);
  const [result, setResult] = useState<{ action: BulkActionDeclaration; result: BulkResult } | null>(null);
  return (
    <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }} data-testid="bulk-bar">
      <Typography.Text type={selected.length ? undefined : 'secondary'} data-testid="bulk-selected">
        {selected.length ? t('bulk.selected', { count: selected.length }) : t('bulk.selectHint')}
      </Typography.Text>
      {actions.map((action) => (
        <BulkActionButton key={action.key} action={action} disabled={selected.length === 0} onClick={() => setRunning(action)} />
      ))}
      {selected.length > 0 && (
        <Button size="small" type="link" onClick={onClear} data-testid="bulk-clear">
          {t('bulk.clear')}
        </Button>
      )}
      {running && (
        <BulkDecisionDialog
          action={running}
          ids={selected}
          onClose={() => setRunning(null)}
          onDone={(answer) => {
            setResult({ action: running, result: answer });
            setRunning(null);
            onDecided();
          }}
        />
      )}
      {result && (
        <BulkResultPanel
          actionLabel={result.action.label}
          result={result.result}
          labelOf={labelOf}
          onClose={() => {
            setResult(null);
            onClear();
          }}
        />
      )}
    </Flex>
  );
}
