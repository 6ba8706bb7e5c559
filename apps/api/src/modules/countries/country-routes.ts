import {
  countryControlChangeListSchema,
  countryControlListSchema,
  countryControlSchema,
  countryParamsSchema,
  listCountriesQuerySchema,
  listCountryChangesQuerySchema,
  setCountryControlSchema,
} from '@exchange/contract/countries/countries';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { setCountryControl } from './country-commands.ts';
import { listCountries, listCountryChanges } from './country-queries.ts';

const tags = ['countries'];
const read = { access: 'countries.read' } as const;

export function registerCountryRoutes(app: ApiApp, db: Db) {
  app.get('/admin/countries', { config: read, schema: { tags, querystring: listCountriesQuerySchema, response: { 200: countryControlListSchema } } },
    (request) => listCountries(db, request.query));
  app.get('/admin/countries/history', { config: read, schema: { tags, querystring: listCountryChangesQuerySchema, response: { 200: countryControlChangeListSchema } } },
    (request) => listCountryChanges(db, request.query));
  app.put('/admin/countries/:country', { config: { access: 'countries.manage' }, schema: { tags, params: countryParamsSchema, body: setCountryControlSchema, response: { 200: countryControlSchema } } },
    (request) => setCountryControl(db, actorOf(request), request.params.country, request.body));
}
