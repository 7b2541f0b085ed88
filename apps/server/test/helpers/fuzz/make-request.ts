import type { InjectOptions } from 'fastify';
import type { z } from 'zod';

import { isMalformedBody, mutateBody } from './mutate-body.ts';
import { BAD_JSON, BAD_SEGMENTS, ODD_STRINGS, WRONG_CONTENT_TYPES } from './odd-values.ts';
import type { Prng } from './prng.ts';

/** What one route takes, from the contract, and a valid sample to break. */
export interface EndpointSpec {
  /** Whose session the route needs: a user's, an admin's, none, or the stream's `?token=`. */
  auth: 'user' | 'admin' | 'none' | 'stream';
  body?: { schema: z.ZodType; sample: Record<string, unknown> };
  /** Path parameters: a valid sample whose ids name nothing (so a valid one answers 404). */
  params?: Record<string, string>;
  /** Query fields and a sample; every value the fuzz puts there is refused. */
  query?: Record<string, string>;
  /**
   * Query fields that take any text (the board's search): the fuzz leaves them alone, since odd
   * text there is a valid search (messages.test.ts proves it is matched literally).
   */
  anyText?: string[];
  /** Body limit of the route, when it is not the app's 1 MB. */
  bodyLimit?: number;
  /** A route that takes no input at all says why it cannot be fed a malformed one. */
  noInput?: string;
}

export interface Credentials {
  user: string;
  admin: string;
}

const fuzzedQueryNames = (spec: EndpointSpec) =>
  Object.keys(spec.query ?? {}).filter((name) => !spec.anyText?.includes(name));

/** A request malformed for certain: any answer below 400 is a failure. */
export interface FuzzRequest {
  options: InjectOptions;
  what: string;
}

const KINDS = ['body', 'json', 'content-type', 'too-large', 'empty', 'path', 'query', 'auth'];

/** The kinds of breakage that apply to a route. */
export function kindsFor(method: string, spec: EndpointSpec): string[] {
  if (spec.noInput) return [];
  return KINDS.filter((k) => {
    if (k === 'body' || k === 'empty') return spec.body !== undefined;
    // GET bodies are never read, so breaking one proves nothing.
    if (k === 'json' || k === 'content-type' || k === 'too-large') return method !== 'GET';
    if (k === 'path') return spec.params !== undefined;
    if (k === 'query') return fuzzedQueryNames(spec).length > 0;
    if (k === 'auth') return spec.auth === 'user' || spec.auth === 'admin';
    return false;
  });
}

/** Percent-encodes any string, lone surrogates included (as U+FFFD, like a browser would). */
const encode = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? 'x');

function badAuth(prng: Prng, creds: Credentials): string | undefined {
  const valid = creds.user;
  const [head, payload] = valid.split('.');
  const noneAlg = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
  return prng.pick([
    undefined,
    'Bearer',
    'Bearer ',
    `bearer ${valid}`,
    `Token ${valid}`,
    'Basic dXN1YXJpbzpzZW5oYQ==',
    `Bearer ${valid.slice(0, -4)}AAAA`,
    `Bearer ${noneAlg}`,
    `Bearer ${head}.${payload}`,
    `Bearer ${valid}.extra`,
    `Bearer ${'a'.repeat(10_000)}`,
    'Bearer null',
    'Bearer undefined',
    `Bearer ${'eyJ'.repeat(50)}`,
  ]);
}

/**
 * Random bytes that are not JSON. Drawn again when they happen to parse: a lone digit such as
 * "8" is a valid JSON body, which a route without a body rightly accepts (seen in CI).
 */
function randomNonJson(prng: Prng): Buffer {
  for (;;) {
    const bytes = Buffer.from(Array.from({ length: 1 + prng.int(200) }, () => prng.int(256)));
    try {
      JSON.parse(bytes.toString('utf8'));
    } catch {
      return bytes;
    }
  }
}

/** One malformed request of `kind` for a route, with a description to replay it by. */
export function makeRequest(
  prng: Prng,
  method: string,
  path: string,
  spec: EndpointSpec,
  kind: string,
  creds: Credentials,
): FuzzRequest {
  const headers: Record<string, string> = {};
  const token = spec.auth === 'admin' ? creds.admin : spec.auth === 'user' ? creds.user : undefined;
  if (token) headers.authorization = `Bearer ${token}`;
  let url = fill(path, spec.params ?? {});
  let payload: string | Buffer | undefined;
  let what = kind;
  const sampleText = spec.body ? JSON.stringify(spec.body.sample) : undefined;
  const withSample = () => {
    if (sampleText !== undefined) {
      payload = sampleText;
      headers['content-type'] = 'application/json';
    }
  };

  switch (kind) {
    case 'body': {
      const { schema, sample } = spec.body!;
      // A mutation the contract happens to accept is drawn again: every body here is refused.
      for (let i = 0; ; i++) {
        const m = mutateBody(prng, schema, sample);
        if (isMalformedBody(schema, m.text)) {
          payload = m.text;
          what = `body: ${m.what}`;
          break;
        }
        if (i > 50) throw new Error(`nenhuma mutação recusada para ${method} ${path}`);
      }
      headers['content-type'] = 'application/json';
      break;
    }
    case 'json':
      payload = prng.chance(0.2) ? randomNonJson(prng) : prng.pick(BAD_JSON);
      headers['content-type'] = prng.pick(['application/json', 'application/json; charset=utf-8']);
      // Z-API may gzip its webhooks; a body that claims gzip and is not must be a 400 too.
      if (prng.chance(0.1)) headers['content-encoding'] = 'gzip';
      what = `bad json${headers['content-encoding'] ? ' (gzip)' : ''} ${JSON.stringify(payload.toString()).slice(0, 40)}`;
      break;
    case 'content-type':
      payload = sampleText ?? prng.pick(['a=1&b=2', '<xml/>', 'texto']);
      headers['content-type'] = prng.pick(WRONG_CONTENT_TYPES);
      what = `content-type ${headers['content-type']}`;
      break;
    case 'too-large': {
      const limit = spec.bodyLimit ?? 1024 * 1024;
      payload = Buffer.alloc(limit + 1 + prng.int(64 * 1024), prng.pick([0x20, 0x78, 0x7b]));
      headers['content-type'] = 'application/json';
      what = `too large (${payload.length} bytes)`;
      break;
    }
    case 'empty':
      payload = prng.pick(['', ' ', '\n']);
      headers['content-type'] = 'application/json';
      what = 'empty json body';
      break;
    case 'path': {
      const names = Object.keys(spec.params!);
      const name = prng.pick(names);
      url = fill(path, { ...spec.params!, [name]: prng.pick(BAD_SEGMENTS) });
      withSample();
      what = `path ${name}`;
      break;
    }
    case 'query': {
      const q = { ...spec.query! };
      const name = prng.pick(fuzzedQueryNames(spec));
      const bad = prng.chance(0.2)
        ? `${encode(prng.pick(ODD_STRINGS))}&${name}=${encode(prng.pick(ODD_STRINGS))}`
        : encode(prng.pick(ODD_STRINGS));
      const parts = Object.entries(q).map(([k, v]) =>
        k === name ? `${k}=${bad}` : `${k}=${encode(v)}`,
      );
      url = `${url}?${parts.join('&')}`;
      withSample();
      what = `query ${name}`;
      break;
    }
    case 'auth': {
      const header = badAuth(prng, creds);
      if (header === undefined) delete headers.authorization;
      else headers.authorization = header;
      withSample();
      what = `auth ${header?.slice(0, 30) ?? '(none)'}`;
      break;
    }
    default:
      throw new Error(`tipo desconhecido: ${kind}`);
  }
  // Headers a proxy or a browser may add, odd but harmless.
  if (prng.chance(0.1)) headers['accept-language'] = prng.pick(['*', 'xx', '🦷', '']);
  if (prng.chance(0.05)) headers['x-forwarded-for'] = prng.pick(['1.2.3.4', 'não-é-ip', '::1']);
  if (url.length > 0 && spec.query === undefined && prng.chance(0.05)) url += '?x=%00&x=1';
  return {
    options: {
      method: method as InjectOptions['method'],
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    },
    what,
  };
}
