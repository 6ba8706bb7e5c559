import type { AccessGroup } from '@exchange/contract/access/policies';
import { describe, expect, it } from 'vitest';
import { includesBuiltinGroup } from './SubAdminGroupSelect.tsx';

const group = (id: string, isBuiltin: boolean): AccessGroup => ({
  id,
  name: id,
  description: '',
  isBuiltin,
  isSuper: false,
  require2fa: false,
  policies: [],
  members: 0,
});

describe('includesBuiltinGroup', () => {
  const groups = [group('support', true), group('desk', false)];

  it('needs one built-in group among the chosen ones, as the server does', () => {
    expect(includesBuiltinGroup(['desk', 'support'], groups)).toBe(true);
    expect(includesBuiltinGroup(['desk'], groups)).toBe(false);
    expect(includesBuiltinGroup([], groups)).toBe(false);
  });
});
