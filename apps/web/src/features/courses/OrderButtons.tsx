import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderSaver } from './use-order-saver.ts';

/** Up and down arrows: the keyboard's way to reorder what is otherwise dragged. */
export function OrderButtons({ order, id, name, first, last, testId }: { order: OrderSaver; id: string; name: string; first: boolean; last: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Tooltip title={t('courses.editor.moveUp')}>
        <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={first || order.saving} aria-label={t('courses.editor.moveUpNamed', { name })} onClick={() => order.step(id, -1)} data-testid={`${testId}-up`} />
      </Tooltip>
      <Tooltip title={t('courses.editor.moveDown')}>
        <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={last || order.saving} aria-label={t('courses.editor.moveDownNamed', { name })} onClick={() => order.step(id, 1)} data-testid={`${testId}-down`} />
      </Tooltip>
    </>
  );
}
