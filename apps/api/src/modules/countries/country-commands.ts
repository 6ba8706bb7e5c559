import { and, eq, sql } from 'drizzle-orm';
import type { CountryControl, SetCountryControl } from '@exchange/contract/countries/countries';
import type { IsoCountryCode } from '@exchange/contract/platform/countries';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict } from '../../platform/errors.ts';
import { countryColumnOf } from './country-access.ts';
import { listCountries } from './country-queries.ts';
import { countryControlChanges, countryControls } from './country-tables.ts';

/**
 * Turns one operation of one country on or off: the row (made allowed-for-all if it was not there),
 * the guarded change (409 when it is so already), its history row and its audit row, together.
 */
export async function setCountryControl(db: Db, actor: Actor, country: IsoCountryCode, body: SetCountryControl): Promise<CountryControl> {
  if (!actor.id) throw new Error('country changes need a signed-in admin');
  const adminId = actor.id;
  const column = countryColumnOf[body.operation];
  const flag =
    body.operation === 'SIGN_UP' ? { signUpAllowed: body.allowed } : body.operation === 'DEPOSIT' ? { depositAllowed: body.allowed } : { withdrawalAllowed: body.allowed };
  await db.transaction(async (tx) => {
    await tx.insert(countryControls).values({ country }).onConflictDoNothing();
    const changed = await tx
      .update(countryControls)
      .set({ ...flag, updatedBy: adminId, updatedAt: sql`now()` })
      .where(and(eq(countryControls.country, country), eq(column, !body.allowed)))
      .returning({ country: countryControls.country });
    if (changed.length === 0) {
      throw conflict('country.alreadySet', `${country} is already ${body.allowed ? 'allowed' : 'not allowed'} for ${body.operation}`, { country });
    }
    await tx.insert(countryControlChanges).values({ country, operation: body.operation, before: !body.allowed, after: body.allowed, adminId });
    await writeAudit(tx, actor, {
      action: 'countries.control.set',
      outcome: 'SUCCESS',
      targetType: 'country',
      targetId: country,
      before: { operation: body.operation, allowed: !body.allowed },
      after: { operation: body.operation, allowed: body.allowed },
    });
  });
  const [row] = (await listCountries(db, { country })).items;
  if (!row) throw new Error(`country ${country} vanished`);
  return row;
}
