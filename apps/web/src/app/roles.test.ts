import { roleSchema } from '@exchange/contract/auth/session';
import { describe, expect, it } from 'vitest';
import { parseRole, roles } from './roles.ts';

describe('roles', () => {
  it('lists exactly the contract roles', () => {
    expect([...roles].sort()).toEqual([...roleSchema.options].sort());
  });

  it('parses only known roles', () => {
    expect(parseRole('vendorsReadOnly')).toBe('vendorsReadOnly');
    expect(parseRole('root')).toBeUndefined();
    expect(parseRole(null)).toBeUndefined();
  });
});
