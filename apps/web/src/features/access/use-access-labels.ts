import { isBuiltinGroup, isPolicy } from '@exchange/contract/access/policy-names';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { policyAreaKeys, policyTextKeys, roleLabelKeys } from './access-text-keys.ts';

export interface AccessLabels {
  /** A policy's human name; the raw name for a policy this console does not know yet. */
  policy: (name: string) => string;
  /** What holding the policy allows; empty for an unknown policy. */
  policyHelp: (name: string) => string;
  area: (area: string) => string;
  /** A role's or a built-in group's name; a custom group's name is shown as it is. */
  role: (name: string) => string;
}

export function useAccessLabels(): AccessLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      policy: (name) => (isPolicy(name) ? t(policyTextKeys[name].label) : name),
      policyHelp: (name) => (isPolicy(name) ? t(policyTextKeys[name].help) : ''),
      area: (area) => {
        const key = (policyAreaKeys as Readonly<Partial<Record<string, string>>>)[area];
        return key ? t(key) : area;
      },
      role: (name) => (isBuiltinGroup(name) ? t(roleLabelKeys[name]) : name),
    }),
    [t],
  );
}
