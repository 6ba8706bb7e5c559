import { and, desc, eq } from 'drizzle-orm';
import type { CountryControl, CountryControlChange, CountryControlList, ListCountriesQuery, listCountryChangesQuerySchema } from '@exchange/contract/countries/countries';
import { ISO_COUNTRY_CODES, type IsoCountryCode } from '@exchange/contract/platform/countries';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db/database.ts';
import { iso } from '../../platform/db/list-helpers.ts';
import { defineFilters, listPage } from '../../platform/db/list-query.ts';
import { admins } from '../auth/auth-tables.ts';
import { countryControlChanges as ch, countryControls as cc } from './country-tables.ts';

const allowed = (country: IsoCountryCode): CountryControl => ({ country, signUpAllowed: true, depositAllowed: true, withdrawalAllowed: true, updatedAt: null, updatedBy: null });

/** Every ISO country (a fixed list of 249), those changed from their row, the others allowed for all. */
export async function listCountries(db: DbOrTx, q: ListCountriesQuery): Promise<CountryControlList> {
  const rows = await db
    .select({ country: cc.country, signUpAllowed: cc.signUpAllowed, depositAllowed: cc.depositAllowed, withdrawalAllowed: cc.withdrawalAllowed, updatedAt: cc.updatedAt, updatedBy: cc.updatedBy, updatedByName: admins.name })
    .from(cc)
    .leftJoin(admins, eq(admins.id, cc.updatedBy));
  const changed = new Map(rows.map((r) => [r.country, r]));
  const items = ISO_COUNTRY_CODES.map((country): CountryControl => {
    const row = changed.get(country);
    if (!row) return allowed(country);
    return {
      country,
      signUpAllowed: row.signUpAllowed,
      depositAllowed: row.depositAllowed,
      withdrawalAllowed: row.withdrawalAllowed,
      updatedAt: iso(row.updatedAt),
      updatedBy: row.updatedBy ? { id: row.updatedBy, name: row.updatedByName ?? '' } : null,
    };
  });
  const restricted = (c: CountryControl) => {
    switch (q.restricted) {
      case undefined: return true;
      case 'SIGN_UP': return !c.signUpAllowed;
      case 'DEPOSIT': return !c.depositAllowed;
      case 'WITHDRAWAL': return !c.withdrawalAllowed;
      case 'ANY': return !(c.signUpAllowed && c.depositAllowed && c.withdrawalAllowed);
    }
  };
  return { items: items.filter((c) => (!q.country || c.country === q.country) && restricted(c)) };
}

type ChangeFilters = z.infer<typeof listCountryChangesQuerySchema>;
const changeFilters = defineFilters<ChangeFilters>({
  country: (v) => eq(ch.country, v),
  operation: (v) => eq(ch.operation, v),
});

/** The change history, newest first. */
export async function listCountryChanges(db: DbOrTx, q: ChangeFilters): Promise<ListResponse<CountryControlChange>> {
  const page = await listPage(db, {
    select: db
      .select({ id: ch.id, country: ch.country, operation: ch.operation, before: ch.before, after: ch.after, adminId: admins.id, adminName: admins.name, adminEmail: admins.email, createdAt: ch.createdAt })
      .from(ch)
      .innerJoin(admins, eq(admins.id, ch.adminId))
      .$dynamic(),
    count: ch,
    where: and(changeFilters.where(q)),
    orderBy: [desc(ch.createdAt), desc(ch.id)],
    page: q.page,
    limit: q.limit,
    withTotal: q.withTotal,
  });
  return {
    ...page,
    items: page.items.map((r) => ({
      id: String(r.id),
      country: r.country as IsoCountryCode,
      operation: r.operation as CountryControlChange['operation'],
      before: r.before,
      after: r.after,
      admin: { id: r.adminId, name: r.adminName, email: r.adminEmail },
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
