import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface ListSearchBoxProps {
  /** The search in effect, from the URL. */
  value: string | undefined;
  /** Called with the trimmed text, or undefined for an empty box. */
  onSearch: (search: string | undefined) => void;
  placeholder: string;
  width?: number;
  testId: string;
}

/** A list's free-text search, kept in the URL like the list's other filters. */
export function ListSearchBox({ value, onSearch, placeholder, width = 260, testId }: ListSearchBoxProps) {
  const { t } = useTranslation();
  return (
    <Input.Search
      // Remounted when the URL changes (back button), so the box shows the search in effect.
      key={value ?? ''}
      defaultValue={value}
      placeholder={placeholder}
      aria-label={t('common.search')}
      allowClear
      maxLength={100}
      onSearch={(text) => onSearch(text.trim() || undefined)}
      style={{ width }}
      data-testid={testId}
    />
  );
}
