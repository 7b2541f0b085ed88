import { zStopWordsResponse, type StopWordsResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** GET /dashboard/routines/stop-words: the words in force and the defaults. */
export function getStopWords(signal?: AbortSignal): Promise<StopWordsResponse> {
  return request('/dashboard/routines/stop-words', { schema: zStopWordsResponse, signal });
}

/** PUT /dashboard/routines/stop-words: the clinic's words, or null for the defaults. */
export function saveStopWords(words: string[] | null): Promise<StopWordsResponse> {
  return request('/dashboard/routines/stop-words', {
    method: 'PUT',
    body: { words },
    schema: zStopWordsResponse,
  });
}
