import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiTypesPath, renderApiTypes } from './api-types.ts';

describe("the console's API types", () => {
  it('match the served OpenAPI document (run `npm run api-types -w apps/api` after changing a route or schema)', async () => {
    const written = readFileSync(apiTypesPath, 'utf8');
    const fresh = await renderApiTypes();
    expect(written === fresh, 'apps/web/src/app/api-schema.ts is stale').toBe(true);
    expect(fresh).toContain('"/admin/p2p/transactions": {');
  });
});
