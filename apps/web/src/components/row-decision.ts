import { ApiRequestError } from '../app/api-request-error.ts';

/** What a row's decision buttons tell the screen that shows the row. */
export interface RowDecisionProps<Row> {
  /** Small buttons without icons, for a table row where width is scarce. */
  compact?: boolean;
  /** The server's copy after a decision. */
  onDecided?: (row: Row) => void;
  /** Someone else decided first (409) or the row is gone (404): what the caller shows is out of date. */
  onStale?: () => void;
}

/**
 * Sends a decision and hands the saved row to the screen; a 409 or 404 also tells it that its copy is
 * out of date. The error still reaches the confirmation, which shows why.
 */
export async function sendRowDecision<Row>(send: () => Promise<Row>, { onDecided, onStale }: RowDecisionProps<Row>): Promise<void> {
  try {
    // Awaited apart: `onDecided?.(await ...)` would skip the call itself when no callback is given.
    const saved = await send();
    onDecided?.(saved);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) onStale?.();
    throw error;
  }
}
