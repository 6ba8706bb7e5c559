import type { message } from 'antd';
import { createContext, useContext } from 'react';

export type MessageApi = ReturnType<typeof message.useMessage>[0];

export const MessageApiContext = createContext<MessageApi | null>(null);

/** antd's toasts, themed by the ConfigProvider (antd's static `message` would ignore the theme). */
export function useMessageApi(): MessageApi {
  const api = useContext(MessageApiContext);
  if (!api) throw new Error('useMessageApi needs <MessageApiProvider>');
  return api;
}
