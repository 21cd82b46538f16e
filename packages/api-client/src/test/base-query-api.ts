import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { vi } from 'vitest';
import { createPublicCache } from '../base-query/public-cache';

/** What RTK Query hands a base query, for calling one step on its own. */
export function fakeBaseQueryApi(overrides: Partial<BaseQueryApi> = {}): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => {},
    dispatch: vi.fn(),
    getState: () => ({}),
    extra: { publicCache: createPublicCache() },
    endpoint: 'test',
    type: 'query',
    ...overrides,
  };
}
