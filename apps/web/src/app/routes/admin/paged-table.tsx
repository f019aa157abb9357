import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError, LoadMoreButton } from '@/components/page-states';

/**
 * A console table: loading, error with retry, empty, rows, and 'Muat lebih banyak'. On a phone
 * (`table-stack`, index.css) each row is a card whose cells say their column (`data-label`).
 */
export function PagedTable<T extends { _id: string }>({
  query,
  head,
  row,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<T[]>>;
  head: ReactNode;
  row: (item: T) => ReactNode;
  empty: string;
}) {
  if (query.isPending) return <div className="skeleton h-40 w-full" />;
  if (query.isError) {
    return <LoadError title="Data gagal dimuat" onRetry={() => void query.refetch()} />;
  }
  const items = query.data.pages.flat();
  if (items.length === 0) {
    return <p className="rounded-box bg-base-100 p-6 text-center">{empty}</p>;
  }
  return (
    <>
      <div className="overflow-x-auto rounded-box bg-base-100 shadow-sm">
        <table className="table table-zebra table-stack">
          <thead>{head}</thead>
          <tbody>{items.map(row)}</tbody>
        </table>
      </div>
      {query.hasNextPage && (
        <LoadMoreButton
          isFetching={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        />
      )}
    </>
  );
}
