import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, ApiKeyCreate, ApiKeyCreated } from '../../contract/api-keys';
import type { Page, PageQuery } from '../../contract/common';
import { api } from './client';
import { useList, type ListSource } from './list';
import { resourceKeys } from './resource-keys';

export type ApiKeyQuery = Partial<PageQuery> & { status?: string; name?: string };
export const apiKeyKeys = resourceKeys<ApiKeyQuery>('api-keys');

export const apiKeyList: ListSource<ApiKey, ApiKeyQuery> = {
  queryKey: apiKeyKeys.list,
  fetch: (query, signal) => api.get<Page<ApiKey>>('/api-keys', query, signal),
};

export const useApiKeys = (query: ApiKeyQuery) => useList(apiKeyList, query);

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyCreate) => api.post<ApiKeyCreated>('/api-keys', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api-keys/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
