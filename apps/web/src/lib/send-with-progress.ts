import {
  endpointPath,
  MSG,
  type EndpointAnswer,
  type EndpointDef,
  type EndpointInput,
} from '@conecta/contract';

import { ApiError, NetworkError, reportUnauthorized, toApiError } from './http';
import { getToken } from './session-store';

/**
 * Sends an endpoint's JSON body with the session token and reports how much of it has gone, as
 * a whole percentage (0 to 100), each time it changes. Only XMLHttpRequest tells the upload's
 * progress in every browser (a fetch with a stream body does not), so a large file's send uses
 * this instead of `callEndpoint`; the answer and the errors are the same: an ApiError with the
 * server's pt-BR message (a 401 ends the session), or a NetworkError when no answer arrives.
 */
export function sendWithProgress<E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E>,
  onProgress: (percent: number) => void,
): Promise<EndpointAnswer<E>> {
  const { params, body } = input as { params?: Record<string, unknown>; body?: unknown };
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, endpointPath(endpoint.path, params));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    let last = -1;
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      const percent = Math.min(100, Math.floor((event.loaded / event.total) * 100));
      if (percent === last) return;
      last = percent;
      onProgress(percent);
    };
    const noAnswer = () => reject(new NetworkError());
    xhr.onerror = noAnswer;
    xhr.onabort = noAnswer;
    xhr.ontimeout = noAnswer;
    xhr.onload = () => {
      const data = readJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401 && token) reportUnauthorized();
        reject(toApiError(xhr.status, data));
        return;
      }
      const result = endpoint.response.safeParse(data);
      if (!result.success) {
        reject(new ApiError(xhr.status, 'UNKNOWN', MSG.common.internal));
        return;
      }
      resolve(result.data as EndpointAnswer<E>);
    };
    xhr.send(JSON.stringify(body));
  });
}

function readJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
