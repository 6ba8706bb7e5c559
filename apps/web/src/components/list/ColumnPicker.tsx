import { TableOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

interface ColumnPickerProps {
  /** Every column that can be hidden, in the list's order, with its title. */
  columns: readonly { key: string; title: string }[];
  visible: readonly string[];
  onChange: (visible: string[]) => void;
}

/** Which columns the list shows: kept in the URL (`cols`), so a link and a saved view show the same ones. */
export function ColumnPicker({ columns, visible, onChange }: ColumnPickerProps) {
  const { t } = useTranslation();
  const toggle = (key: string, on: boolean) => {
    const next = on ? columns.map((c) => c.key).filter((k) => k === key || visible.includes(k)) : visible.filter((k) => k !== key);
    // At least one column stays: an empty table says nothing.
    if (next.length > 0) onChange(next);
  };
  return (
    <Dropdown
      trigger={['click']}
      popupRender={() => (
        <Flex vertical gap={4} className="ant-dropdown-menu" style={{ padding: 8, maxHeight: 360, overflowY: 'auto' }} data-testid="column-picker-menu">
          {columns.map((c) => (
            <Checkbox key={c.key} checked={visible.includes(c.key)} onChange={(e) => toggle(c.key, e.target.checked)} data-testid={`column-picker-${c.key}`}>
              {c.title}
            </Checkbox>
          ))}
        </Flex>
      )}
    >
      <Button icon={<TableOutlined />} data-testid="column-picker">{t('savedViews.columns')}</Button>
    </Dropdown>
  );
}
