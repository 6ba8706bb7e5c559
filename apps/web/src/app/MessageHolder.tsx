import { message } from 'antd';
import { useEffect } from 'react';
import type { MessageApi } from './message-api-context.ts';

/** antd's message hook and the element its toasts render into, fetched after the first paint. */
export default function MessageHolder({ onReady }: { onReady: (api: MessageApi) => void }) {
  const [api, contextHolder] = message.useMessage();
  useEffect(() => onReady(api), [api, onReady]);
  return contextHolder;
}
