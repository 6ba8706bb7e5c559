import { and, asc, eq, sql } from 'drizzle-orm';
import { OTP_METHODS, OTP_OPERATIONS, type OtpMethod, type OtpOperation } from '@exchange/contract/otp/otp-rules';
import type { OtpSetting, OtpSettingList, SetOtpMethod } from '@exchange/contract/otp/otp';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { iso } from '../../platform/db/list-helpers.ts';
import { conflict } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { otpMethodSettings as s } from './otp-tables.ts';

/** Every operation with its three methods, in the catalogues' order. */
export async function listOtpSettings(db: DbOrTx): Promise<OtpSettingList> {
  const rows = await db
    .select({ operation: s.operation, method: s.method, enabled: s.enabled, updatedAt: s.updatedAt, updatedBy: s.updatedBy, updatedByName: admins.name })
    .from(s)
    .leftJoin(admins, eq(admins.id, s.updatedBy))
    .orderBy(asc(s.operation), asc(s.method));
  const byKey = new Map(rows.map((r) => [`${r.operation}/${r.method}`, r]));
  return {
    items: OTP_OPERATIONS.map((operation): OtpSetting => ({
      operation,
      methods: OTP_METHODS.map((method) => {
        const row = byKey.get(`${operation}/${method}`);
        return {
          method,
          enabled: row?.enabled ?? false,
          updatedAt: iso(row?.updatedAt),
          updatedBy: row?.updatedBy ? { id: row.updatedBy, name: row.updatedByName ?? '' } : null,
        };
      }),
    })),
  };
}

/** Whether the customer app may send a code by this method for this operation. */
export async function isOtpMethodEnabled(db: DbOrTx, operation: OtpOperation, method: OtpMethod): Promise<boolean> {
  const [row] = await db.select({ enabled: s.enabled }).from(s).where(and(eq(s.operation, operation), eq(s.method, method)));
  return row?.enabled ?? false;
}

/**
 * Turns one method of one operation on or off, guarded (409 when it is so already), with its audit
 * row. The operation's rows are locked first: two admins switching off its last two methods at
 * once cannot leave it with none (an operation always keeps a way to prove the customer).
 */
export async function setOtpMethod(db: Db, actor: Actor, operation: OtpOperation, body: SetOtpMethod): Promise<OtpSetting> {
  if (!actor.id) throw new Error('OTP settings need a signed-in admin');
  const adminId = actor.id;
  await db.transaction(async (tx) => {
    const rows = await tx.select({ method: s.method, enabled: s.enabled }).from(s).where(eq(s.operation, operation)).for('update');
    const current = rows.find((r) => r.method === body.method);
    if ((current?.enabled ?? false) === body.enabled) {
      throw conflict('otp.alreadySet', `${body.method} is already ${body.enabled ? 'on' : 'off'} for ${operation}`);
    }
    if (!body.enabled && rows.filter((r) => r.enabled && r.method !== body.method).length === 0) {
      throw conflict('otp.lastMethod', `${body.method} is the last method left for ${operation}`);
    }
    await tx
      .insert(s)
      .values({ operation, method: body.method, enabled: body.enabled, updatedBy: adminId, updatedAt: sql`now()` })
      .onConflictDoUpdate({ target: [s.operation, s.method], set: { enabled: body.enabled, updatedBy: adminId, updatedAt: sql`now()` } });
    await writeAudit(tx, actor, {
      action: 'otp.method.set',
      outcome: 'SUCCESS',
      targetType: 'otp_operation',
      targetId: operation,
      before: { method: body.method, enabled: !body.enabled },
      after: { method: body.method, enabled: body.enabled },
    });
  });
  const setting = (await listOtpSettings(db)).items.find((item) => item.operation === operation);
  if (!setting) throw new Error(`OTP operation ${operation} vanished`);
  return setting;
}
