import { InboxOutlined, UndoOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from './ConfirmReasonButton.tsx';

export interface ArchiveRestoreButtonProps {
  /** Whether the row is archived now: the button then restores it. */
  archived: boolean;
  /** The dialog's question and what confirming does, for each way. */
  archiveCopy: { title: ReactNode; description: ReactNode; done: string };
  restoreCopy: { title: ReactNode; description: ReactNode; done: string };
  /** Runs the change with the reason typed; the dialog stays open until it settles. */
  onArchive: (reason: string) => Promise<unknown>;
  onRestore: (reason: string) => Promise<unknown>;
  /** What the button archives, for its tooltip and screen readers: "Archive the Buy USDT/GBP ad". */
  archiveLabel: string;
  restoreLabel: string;
  /** `${testId}-archive` or `${testId}-restore`, and their dialogs' parts after them. */
  testId: string;
}

/**
 * Archive (the soft delete of a record others name) or restore a row, each behind a dialog that asks
 * for the reason the audit trail keeps (3 to 500 characters: ConfirmReasonButton's bounds are the
 * contract's ARCHIVE_REASON_MIN and _MAX).
 */
export function ArchiveRestoreButton({ archived, archiveCopy, restoreCopy, onArchive, onRestore, archiveLabel, restoreLabel, testId }: ArchiveRestoreButtonProps) {
  const { t } = useTranslation();
  const copy = archived ? restoreCopy : archiveCopy;
  return (
    <ConfirmReasonButton
      label={archived ? restoreLabel : archiveLabel}
      iconOnly
      icon={archived ? <UndoOutlined /> : <InboxOutlined />}
      size="small"
      type="text"
      danger={!archived}
      title={copy.title}
      description={copy.description}
      okText={archived ? t('archive.restore') : t('archive.archive')}
      reason="required"
      reasonLabel={t('archive.reasonLabel')}
      onConfirm={(reason) => (archived ? onRestore : onArchive)(reason ?? '')}
      successMessage={copy.done}
      testId={`${testId}-${archived ? 'restore' : 'archive'}`}
    />
  );
}
