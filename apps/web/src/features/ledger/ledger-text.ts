import { useTranslation } from 'react-i18next';

/** An entry kind, an exchange account's purpose or a bucket in the console's language; one it has no text for as it came. */
export function useLedgerLabels() {
  const { t, i18n } = useTranslation();
  return {
    kind: (kind: string) => (i18n.exists(`ledger.kind.${kind}`) ? t(`ledger.kind.${kind}`) : kind),
    purpose: (purpose: string) => (i18n.exists(`ledger.purpose.${purpose}`) ? t(`ledger.purpose.${purpose}`) : purpose),
    bucket: (bucket: string) => (i18n.exists(`ledger.bucket.${bucket}`) ? t(`ledger.bucket.${bucket}`) : bucket),
  };
}
