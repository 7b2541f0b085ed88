import { routineEndpoints, type StopWordsResponse } from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

/** The words in force and the defaults. */
export function getStopWords(signal?: AbortSignal): Promise<StopWordsResponse> {
  return callEndpoint(routineEndpoints.stopWords, {}, { signal });
}

/** The clinic's words, or null for the defaults. */
export function saveStopWords(words: string[] | null): Promise<StopWordsResponse> {
  return callEndpoint(routineEndpoints.setStopWords, { body: { words } });
}
