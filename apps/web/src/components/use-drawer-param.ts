import { useSearchParams } from 'react-router';

/**
 * The id of the row whose detail drawer is open, kept in the URL under `name`: a link or a reload
 * reopens it, and Back closes it. Closing replaces the entry so Back does not reopen it.
 */
export function useDrawerParam(name: string) {
  const [params, setParams] = useSearchParams();
  const openId = params.get(name) ?? undefined;
  const edit = (change: (next: URLSearchParams) => void, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace },
    );
  return {
    openId,
    open: (id: string) => edit((next) => next.set(name, id), false),
    close: () => edit((next) => next.delete(name), true),
  };
}
