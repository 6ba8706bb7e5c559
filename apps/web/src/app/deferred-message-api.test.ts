import { describe, expect, it, vi } from 'vitest';
import { createDeferredMessageApi } from './deferred-message-api.ts';
import type { MessageApi } from './message-api-context.ts';

type MessageType = ReturnType<MessageApi['open']>;

function fakeApi() {
  const shown: string[] = [];
  const closed: string[] = [];
  const notice = (text: string): MessageType => {
    shown.push(text);
    return Object.assign(() => closed.push(text), { then: Promise.resolve(true).then.bind(Promise.resolve(true)) });
  };
  const api: MessageApi = {
    open: (args) => notice(String(args.content)),
    info: (content) => notice(`info:${String(content)}`),
    success: (content) => notice(`success:${String(content)}`),
    error: (content) => notice(`error:${String(content)}`),
    warning: (content) => notice(`warning:${String(content)}`),
    loading: (content) => notice(`loading:${String(content)}`),
    destroy: vi.fn(),
  };
  return { api, shown, closed };
}

describe('deferred message api', () => {
  it('shows the messages asked for before antd arrived, in order, once it has', () => {
    const deferred = createDeferredMessageApi();
    void deferred.api.error('Invalid email or password');
    void deferred.api.info({ content: 'Saved', key: 'k' });
    const real = fakeApi();
    deferred.attach(real.api);
    expect(real.shown).toEqual(['error:Invalid email or password', 'info:[object Object]']);
  });

  it('forwards straight away once attached', async () => {
    const deferred = createDeferredMessageApi();
    const real = fakeApi();
    deferred.attach(real.api);
    await expect(deferred.api.success('Done')).resolves.toBe(true);
    expect(real.shown).toEqual(['success:Done']);
  });

  it('drops a message closed before it could be shown, and resolves it', async () => {
    const deferred = createDeferredMessageApi();
    const closing = deferred.api.warning('Soon gone');
    closing();
    const real = fakeApi();
    deferred.attach(real.api);
    expect(real.shown).toEqual([]);
    await expect(closing).resolves.toBe(false);
  });

  it('closes a waiting message once shown, and queues destroy', () => {
    const deferred = createDeferredMessageApi();
    const first = deferred.api.loading('Working');
    deferred.api.destroy('k');
    const real = fakeApi();
    deferred.attach(real.api);
    expect(real.api.destroy).toHaveBeenCalledWith('k');
    first();
    expect(real.closed).toEqual(['loading:Working']);
  });
});
