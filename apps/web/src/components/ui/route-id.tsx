import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadError } from '@/components/page-states';
import { hasStatus } from '@/lib/api-client';
import { isUuid } from '@/lib/ids';

/**
 * The id of the page's item: the `:id` path segment, or a search parameter (`?job=`) when
 * `from` names one. Null when missing or not a UUID: no request is worth sending then.
 */
export function useRouteId({ search }: { search?: string } = {}): string | null {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const value = search ? searchParams.get(search) : params.id;
  return isUuid(value) ? value : null;
}

/**
 * The ladder every page by id climbs, once: an id that cannot be one (`invalidId`, by default
 * the same as not found), the server's 404 (`notFound`), loading (`skeleton`), a failed load
 * (a retry under `errorTitle`; spec §8 only logs it), then the page itself.
 */
export function PageByIdStates<T>({
  id,
  query,
  notFound,
  invalidId = notFound,
  skeleton,
  errorTitle,
  children,
}: {
  id: string | null;
  query: UseQueryResult<T>;
  notFound: ReactNode;
  invalidId?: ReactNode;
  skeleton: ReactNode;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (id === null) return invalidId;
  if (hasStatus(query.error, 404)) return notFound;
  if (query.isPending) return skeleton;
  if (query.isError) return <LoadError title={errorTitle} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
