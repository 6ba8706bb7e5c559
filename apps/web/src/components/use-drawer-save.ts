import { useMessageApi } from '../app/message-api-context.ts';

/**
 * What a create-or-edit drawer does once its form is valid: sends the new thing, or only the fields
 * the admin changed (nothing changed: it says so and sends nothing), then toasts the result and
 * closes. A refusal is thrown on to the drawer, which shows it on its field and stays open.
 */
export function useDrawerSave(onClose: () => void) {
  const message = useMessageApi();
  return {
    async create<R>(send: () => Promise<R>, done: (saved: R) => string) {
      const saved = await send();
      void message.success(done(saved));
      onClose();
    },
    async update<B extends object, R>(changes: B, send: (changes: B) => Promise<R>, texts: { none: string; done: (saved: R) => string }) {
      if (Object.keys(changes).length === 0) {
        void message.info(texts.none);
      } else {
        const saved = await send(changes);
        void message.success(texts.done(saved));
      }
      onClose();
    },
  };
}
