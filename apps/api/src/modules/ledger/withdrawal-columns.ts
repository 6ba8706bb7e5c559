import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';

/**
 * The columns of a withdrawal's two approval steps and its closing, the same in every withdrawal
 * table (fiat's, crypto's): who requested it, who submitted it for approval (maker) and who
 * approved it (checker), who rejected or failed it and why. withdrawal-steps.ts writes them.
 */
export const withdrawalStepColumns = () => ({
  requestedBy: uuid('requested_by').references(() => admins.id),
  note: text('note'),
  submittedBy: uuid('submitted_by').references(() => admins.id),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  submitNote: text('submit_note'),
  approvedBy: uuid('approved_by').references(() => admins.id),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  approveNote: text('approve_note'),
  closedBy: uuid('closed_by').references(() => admins.id),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closeReason: text('close_reason'),
});
