import type { ApiKey, ApiKeyCreate, ApiKeyCreated } from '../../contract/api-keys';
import type { PageQuery } from '../../contract/common';
import { api } from './client';
import { createResourceApi } from './resource-api';

export type ApiKeyQuery = Partial<PageQuery> & { status?: string; name?: string };
export const apiKeys = createResourceApi<{ record: ApiKey; query: ApiKeyQuery }>({ name: 'api-keys', path: '/api-keys' });

/** The answer carries the secret, shown once. */
export const useCreateApiKey = () => apiKeys.useChange((input: ApiKeyCreate) => api.post<ApiKeyCreated>('/api-keys', input));
export const useRevokeApiKey = () => apiKeys.useChange((id: string) => api.delete(`/api-keys/${id}`));
