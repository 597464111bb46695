/** What a list page's meta says about paging: the total may be a lower bound ("1,000+"). */
export interface PageTotal {
  total: number;
  totalCapped?: boolean;
}

/** How many pages are known, and whether more follow them (the server stopped counting). */
export function pagesOf(meta: PageTotal | undefined, pageSize: number) {
  return {
    pages: meta ? Math.max(1, Math.ceil(meta.total / pageSize)) : 1,
    more: Boolean(meta?.totalCapped),
  };
}
