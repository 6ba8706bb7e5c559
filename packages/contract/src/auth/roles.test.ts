import { describe, expect, it } from 'vitest';
import { parseRole } from './roles.ts';

describe('roles', () => {
  it('parses only known roles', () => {
    expect(parseRole('vendorsReadOnly')).toBe('vendorsReadOnly');
    expect(parseRole('root')).toBeUndefined();
    expect(parseRole(null)).toBeUndefined();
  });
});
