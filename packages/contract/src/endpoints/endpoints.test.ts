import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ENDPOINTS, endpointKey, endpointPath } from './index.ts';

describe('endpoint declarations', () => {
  it('declare each method and path once', () => {
    const keys = ENDPOINTS.map(endpointKey);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it("name in their params schema exactly the path's ':name' segments", () => {
    for (const endpoint of ENDPOINTS) {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]).sort();
      const schema = endpoint.params;
      const declared = schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];
      expect(declared, endpointKey(endpoint)).toEqual(inPath);
    }
  });

  it('say what every change invalidates (an empty list is a decision too)', () => {
    const silent = ENDPOINTS.filter((e) => e.method !== 'GET' && e.invalidates === undefined);
    expect(silent.map(endpointKey)).toEqual([]);
  });

  it('builds a call path with each parameter encoded, and refuses a missing one', () => {
    expect(endpointPath('/dashboard/zapi/chats/:chatId/tags', { chatId: '55 11/9' })).toBe(
      '/dashboard/zapi/chats/55%2011%2F9/tags',
    );
    expect(() => endpointPath('/dashboard/tags/:id', {})).toThrow('id');
  });
});
