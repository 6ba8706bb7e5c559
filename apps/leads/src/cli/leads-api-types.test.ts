import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leadsApiTypesPath, renderLeadsApiTypes } from './leads-api-types.ts';

describe("the console's leads API types", () => {
  it('match the served OpenAPI document (run `npm run api-types -w apps/leads` after changing a route or schema)', async () => {
    expect(readFileSync(leadsApiTypesPath, 'utf8')).toBe(await renderLeadsApiTypes());
  });
});
