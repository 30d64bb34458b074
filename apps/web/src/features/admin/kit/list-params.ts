import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How many rows an admin list asks the server for at a time. */
export const ADMIN_PAGE_SIZE = 25;

/** The query of one page of a list: `page`, `per_page` and each filter that is not empty (trimmed). */
export type ListParams<F extends string = string> = { page: number; per_page: number } & Partial<
  Record<F, string>
>;

type Values<F extends string> = Record<F, string>;

const pageOf = (search: URLSearchParams) => {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

const read = <F extends string>(names: readonly F[], search: URLSearchParams) =>
  Object.fromEntries(names.map((name) => [name, search.get(name) ?? ''])) as Values<F>;

/**
 * The filters and page of a list live in the address (`?q=ana&status=paid&page=2`): a filtered
 * page can be reloaded, shared and left with the back button. The controls show the values as
 * typed at once, while the address (and so the query) follows them; a change of the address from
 * elsewhere (back, a nav link) resets the controls. A filter's change goes back to page 1; the
 * page is left out of the address on page 1, and so is an empty filter.
 */
export function useListParams<F extends string>(names: readonly F[]) {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const [typed, setTyped] = useState(() => read(names, search));
  // The addresses this list wrote that the router has not shown yet (it updates in a transition).
  const written = useRef<string[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address (key) is what changes
  useEffect(() => {
    const mine = written.current.indexOf(key);
    if (mine >= 0) {
      written.current.splice(0, mine + 1);
      return;
    }
    written.current = [];
    setTyped(read(names, search));
  }, [key]);

  /** Changes the address from the latest one written (the router may not show it yet). */
  const write = (change: (next: URLSearchParams) => void, replace = true) => {
    const next = new URLSearchParams(written.current.at(-1) ?? search);
    change(next);
    written.current.push(next.toString());
    setSearch(next, { replace });
  };

  const params = { page: pageOf(search), per_page: ADMIN_PAGE_SIZE } as ListParams<F>;
  for (const name of names) {
    const value = search.get(name)?.trim();
    if (value) (params as Record<string, unknown>)[name] = value;
  }

  return {
    /** The filters as typed (the controls' values). */
    filters: typed,
    /** The list's query, from the address. */
    params,
    /** The change handler of one filter's control. */
    filter: (name: F) => (value: string) => {
      setTyped((current) => ({ ...current, [name]: value }));
      write((next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
      });
    },
    /** Another page: a step in the history, so "back" returns to the page before. */
    setPage: (page: number) =>
      write((next) => {
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
      }, false),
    /** Every filter back to empty, page 1. */
    clear: () => {
      setTyped(read(names, new URLSearchParams()));
      write((next) => {
        for (const name of names) next.delete(name);
        next.delete('page');
      });
    },
  };
}
