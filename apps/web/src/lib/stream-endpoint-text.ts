import { endpointPath, MSG, type EndpointDef, type EndpointInput } from '@conecta/contract';

import { NetworkError, reportUnauthorized, toApiError } from './http';
import { getToken } from './session-store';

/**
 * Calls an endpoint whose answer is plain text written as it comes (the assistant's draft):
 * `onText` gets the whole text so far after each piece. An error answer (before the first piece)
 * throws the server's pt-BR ApiError; a body cut short throws a NetworkError.
 */
export async function streamEndpointText<E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E>,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  const { params } = input as { params?: Record<string, unknown> };
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(endpointPath(endpoint.path, params), {
      method: endpoint.method,
      headers: {
        Accept: 'text/plain, application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      signal,
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 401) reportUnauthorized();
    throw toApiError(response.status, body ?? { message: MSG.common.internal });
  }
  const decoder = new TextDecoder();
  let text = '';
  try {
    if (!response.body) {
      text = await response.text();
      onText(text);
      return text;
    }
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      onText(text);
    }
    text += decoder.decode();
  } catch (error) {
    throw new NetworkError(error);
  }
  onText(text);
  return text;
}
