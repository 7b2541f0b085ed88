import {
  type EndpointAnswer,
  type EndpointDef,
  type EndpointInput,
  endpointPath,
} from '@conecta/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

import { bearer, freshIp, post, signUp, type TestApp } from './test-app.ts';

/** A call's answer, with the success body read through the endpoint's own response schema. */
export type ApiResponse<E extends EndpointDef> = LightMyRequestResponse & {
  /**
   * The body as the contract describes it. Reading it on a success that does not match the
   * contract throws: every test that reads `data` also proves the server keeps its promise.
   */
  data(): EndpointAnswer<E>;
};

/** What a test may send that the contract would refuse: for the tests of bad input. */
export interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * One endpoint of the contract, called as the web calls it (the same path, method, params and
 * body types), through `inject` with the member's token. `callApi(t, token, tagEndpoints.create,
 * { body: { name: 'Convênio' } })` instead of typing '/dashboard/tags' and its method again.
 */
export function callApi<E extends EndpointDef>(
  t: TestApp,
  token: string | undefined,
  endpoint: E,
  input?: EndpointInput<E>,
): Promise<ApiResponse<E>> {
  return callLoose(t, token, endpoint, input as LooseInput | undefined);
}

/** As callApi, for input the contract refuses (what a 400 test sends on purpose). */
export async function callLoose<E extends EndpointDef>(
  t: TestApp,
  token: string | undefined,
  endpoint: E,
  input: LooseInput = {},
): Promise<ApiResponse<E>> {
  const res = await t.app.inject({
    method: endpoint.method,
    url: endpointPath(endpoint.path, input.params),
    ...(input.query ? { query: input.query } : {}),
    headers: token ? bearer(token) : {},
    ...(input.body === undefined ? {} : { payload: input.body as InjectOptions['payload'] }),
  });
  return Object.assign(res, {
    data: (): EndpointAnswer<E> => {
      if (res.statusCode >= 300) throw new Error(`${endpoint.path}: ${res.statusCode} ${res.body}`);
      return endpoint.response.parse(res.json()) as EndpointAnswer<E>;
    },
  });
}

/**
 * A signed-up, confirmed clinic owner and a `call` bound to them: the preamble most API tests
 * start with (sign up, keep the token, call as them). `signInAgain` renews the token (a test
 * that moves its clock past the session's idle hours); `call` always uses the current one.
 */
export async function signedInClinic(t: TestApp, name?: string) {
  const user = await signUp(t, name);
  const clinic = {
    ...user,
    call: <E extends EndpointDef>(endpoint: E, input?: EndpointInput<E>) =>
      callApi(t, clinic.token, endpoint, input),
    callLoose: <E extends EndpointDef>(endpoint: E, input?: LooseInput) =>
      callLoose(t, clinic.token, endpoint, input),
    async signInAgain() {
      const res = await post(
        t.app,
        '/auth/login',
        { email: user.email, password: user.password },
        { remoteAddress: freshIp() },
      );
      if (res.statusCode !== 200) throw new Error(`login ${res.statusCode} ${res.body}`);
      clinic.token = (res.json() as { token: string }).token;
    },
    /** As call, signing in again first when the test's hours have expired the session (a 401). */
    async callFresh<E extends EndpointDef>(endpoint: E, input?: EndpointInput<E>) {
      const res = await clinic.call(endpoint, input);
      if (res.statusCode !== 401) return res;
      await clinic.signInAgain();
      return clinic.call(endpoint, input);
    },
  };
  return clinic;
}
export type SignedInClinic = Awaited<ReturnType<typeof signedInClinic>>;

/** A query string as a test writes it ('?from=…&to=…', or '') as the `query` of a call. */
export const queryOf = (qs: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(qs.replace(/^\?/, '')));
