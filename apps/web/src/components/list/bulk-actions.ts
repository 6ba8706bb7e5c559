import type { Policy } from '@exchange/contract/access/policies';
import type { BulkResult } from '@exchange/contract/bulk/bulk-decisions';

/** What the one reason of a bulk decision is: free text (required or a note), a choice from a catalogue, or nothing. */
export type BulkReasonInput =
  | { kind: 'none' }
  | { kind: 'text'; required: boolean; min?: number; max: number; label: string }
  | { kind: 'choice'; options: readonly { value: string; label: string }[]; label: string };

/**
 * A decision a list can take on its selected rows: the same policy as the one-row call, and the
 * typed call of its bulk route (`POST /admin/bulk/<area>/<action>`) with the ids and the reason.
 */
export interface BulkActionDeclaration {
  key: string;
  label: string;
  policy: Policy;
  danger?: boolean;
  reason: BulkReasonInput;
  run: (ids: string[], reason: string | undefined) => Promise<BulkResult>;
}

/** A list's bulk decisions: the actions, which rows may be selected, and how a row is named in the result panel. */
export interface ListBulkActions<T> {
  actions: readonly BulkActionDeclaration[];
  rowId: (row: T) => string;
  rowLabel: (row: T) => string;
  /** A row that cannot take any of the actions (decided already) has no checkbox. */
  isSelectable?: (row: T) => boolean;
  /** After a bulk decision: the list (and anything else it changed) reloads. */
  onDecided: () => void;
}
