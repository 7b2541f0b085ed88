import { zTextsResponse, type PreConfiguredText } from '@conecta/contract';

import { request } from '@/lib/http';

/** GET /dashboard/pre-configured-texts: the user's ready-made texts. */
export async function listTexts(signal?: AbortSignal): Promise<PreConfiguredText[]> {
  const { texts } = await request('/dashboard/pre-configured-texts', {
    schema: zTextsResponse,
    signal,
  });
  return texts;
}
