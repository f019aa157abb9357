import { publicConfigSchema, type PublicConfig } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** GET /config: run-time settings of this deployment (map tiles, money bounds). No token. */
export function getAppConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest('/config', { authenticated: false, schema: publicConfigSchema, signal });
}

export const appConfigKey = ['config'] as const;

/** Loaded once per visit: the settings only change with a redeploy. */
export function appConfigQuery() {
  return queryOptions({
    queryKey: appConfigKey,
    queryFn: ({ signal }) => getAppConfig(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { onLoadError: 'log' },
  });
}

export function useAppConfig() {
  return useQuery(appConfigQuery());
}
