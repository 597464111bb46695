import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useDebouncedValue } from '../../listings/hooks/useDebouncedValue';
import { failureText } from '../../../shared/errors/failure-text';
import type { TablePage, TableParams } from '../api/staff-api';

type Order = 'asc' | 'desc';

export interface TableState<S extends string> {
  /** What goes to the server (the search once typing pauses). */
  params: TableParams<S> & { sort: S; order: Order };
  search: string;
  setSearch: (text: string) => void;
  setPage: (page: number) => void;
  /** A new column sorts ascending; the current one flips. */
  toggleSort: (key: S) => void;
}

/** Page, sort and search of one server-paged table; a new search or sort goes back to page 1. */
export function useTableState<S extends string>(
  pageSize: number,
  defaultSort: S,
  defaultOrder: Order = 'desc',
): TableState<S> {
  const [sorting, setSorting] = useState<{ sort: S; order: Order }>({
    sort: defaultSort,
    order: defaultOrder,
  });
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  // The page number is kept with the search and sort it belongs to.
  const view = `${q}|${sorting.sort}|${sorting.order}`;
  const [paging, setPaging] = useState({ view, page: 1 });
  const page = paging.view === view ? paging.page : 1;

  return {
    params: { page, pageSize, ...sorting, q },
    search,
    setSearch,
    setPage: (next) => setPaging({ view, page: next }),
    toggleSort: (key) =>
      setSorting((current) =>
        current.sort === key
          ? { sort: key, order: current.order === 'asc' ? 'desc' : 'asc' }
          : { sort: key, order: 'asc' },
      ),
  };
}

interface ServerTableOptions<T, S extends string> {
  queryKey: (params: TableParams) => readonly unknown[];
  fetch: (params: TableParams<S>, fallback: string) => Promise<TablePage<T>>;
  /** i18n key of the message when the table cannot be loaded. */
  failedKey: string;
  pageSize: number;
  /** Not used to infer S: the sort keys come from `fetch`. */
  defaultSort: NoInfer<S>;
  defaultOrder?: Order;
}

/** A back-office table's state and its query, the current page staying shown while the next loads. */
export function useServerTable<T, S extends string>(options: ServerTableOptions<T, S>) {
  const { t } = useTranslation();
  const table = useTableState<S>(options.pageSize, options.defaultSort, options.defaultOrder);
  const query = useQuery({
    queryKey: options.queryKey(table.params),
    queryFn: async () => {
      const fallback = t(options.failedKey);
      try {
        return await options.fetch(table.params, fallback);
      } catch (error) {
        // The table shows the error's message: the server's reason, or the page's own text.
        throw new Error(failureText(error, fallback));
      }
    },
    placeholderData: keepPreviousData,
  });
  return { table, query };
}
