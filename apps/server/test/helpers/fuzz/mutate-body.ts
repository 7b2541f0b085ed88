import { z } from 'zod';

import { ANY_VALUES, jsonType, ODD_STRINGS } from './odd-values.ts';
import type { Prng } from './prng.ts';

interface FieldInfo {
  name: string;
  /** JSON types the contract accepts here; empty when the schema does not say. */
  types: string[];
  required: boolean;
  maxLength?: number;
  maxItems?: number;
}

interface JsonSchemaNode {
  type?: string | string[];
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  maxLength?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  additionalProperties?: boolean | object;
}

function typesOf(node: JsonSchemaNode): string[] {
  const own = node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];
  const nested = [...(node.anyOf ?? []), ...(node.oneOf ?? [])].flatMap(typesOf);
  return [...new Set([...own, ...nested].map((t) => (t === 'integer' ? 'number' : t)))];
}

/** The fields of a request body as the zod contract declares them (through its JSON Schema). */
export function describeBody(schema: z.ZodType): { fields: FieldInfo[]; strict: boolean } {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
  const required = new Set(json.required ?? []);
  const fields = Object.entries(json.properties ?? {}).map(([name, node]) => {
    const info: FieldInfo = { name, types: typesOf(node), required: required.has(name) };
    const max = node.maxLength ?? node.anyOf?.find((n) => n.maxLength)?.maxLength;
    if (max !== undefined) info.maxLength = max;
    if (node.maxItems !== undefined) info.maxItems = node.maxItems;
    return info;
  });
  return { fields, strict: json.additionalProperties === false };
}

/**
 * Whether a NUL character is anywhere in the value. Walked with a stack, not by recursion: the
 * 'deep' mutation nests up to 21,000 levels, which a body that a loose schema accepts carries
 * here whole (a recursive walk overflowed the test's own stack).
 */
function hasNul(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) stack.push(...v);
    else if (v !== null && typeof v === 'object') stack.push(...Object.values(v));
  }
  return false;
}

/**
 * Whether the server must refuse this body text: it is not JSON, the contract refuses it (read
 * as the server reads it, `null` as `{}`), or it carries a NUL character, which the API refuses
 * everywhere (PostgreSQL cannot store one in text).
 */
export function isMalformedBody(schema: z.ZodType, text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return true;
  }
  if (text.includes('"__proto__"') || text.includes('"constructor"')) return true;
  const parsed = schema.safeParse(value ?? {});
  return !parsed.success || hasNul(value);
}

const BODY_KINDS = [
  'missing',
  'wrong-type',
  'extra',
  'too-long',
  'nul',
  'odd',
  'not-object',
  'deep',
  'number-edge',
] as const;
type BodyKind = (typeof BODY_KINDS)[number];

const EXTRA_KEYS = ['role', 'userId', 'isAdmin', 'id', 'x', '', '👩‍⚕️', 'k'.repeat(300), 'a b'];

function deepValue(prng: Prng): string {
  const depth = 1000 + prng.int(20_000);
  return prng.chance(0.5)
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** One mutation of the body object; raw JSON text is returned where JSON.stringify cannot say it. */
function mutateOnce(
  prng: Prng,
  body: Record<string, unknown>,
  fields: FieldInfo[],
  strict: boolean,
  kind: BodyKind,
): { body: Record<string, unknown> | null; raw?: string; what: string } {
  const field = fields.length > 0 ? prng.pick(fields) : undefined;
  const strings = fields.filter((f) => f.types.includes('string') || f.types.length === 0);
  switch (kind) {
    case 'missing': {
      const required = fields.filter((f) => f.required);
      const f = required.length > 0 ? prng.pick(required) : field;
      if (!f) return { body, what: 'missing (no field)' };
      delete body[f.name];
      return { body, what: `missing ${f.name}` };
    }
    case 'wrong-type': {
      if (!field) return { body, what: 'wrong-type (no field)' };
      const wrong = ANY_VALUES.filter((v) => !field.types.includes(jsonType(v)));
      body[field.name] = prng.pick(wrong.length > 0 ? wrong : ANY_VALUES);
      return { body, what: `wrong type ${field.name}=${JSON.stringify(body[field.name])}` };
    }
    case 'extra': {
      const key = prng.pick(EXTRA_KEYS);
      body[key] = prng.pick(ANY_VALUES);
      return { body, what: `extra ${key.slice(0, 20)}${strict ? '' : ' (non-strict)'}` };
    }
    case 'too-long': {
      const f = strings.length > 0 ? prng.pick(strings) : field;
      if (!f) return { body, what: 'too-long (no field)' };
      if (f.types.includes('array') && f.maxItems !== undefined) {
        body[f.name] = Array.from({ length: f.maxItems + 1 + prng.int(50) }, () => 'x');
        return { body, what: `too many items ${f.name}` };
      }
      const huge = prng.chance(0.3);
      const length = huge
        ? 64_000 + prng.int(800_000)
        : (f.maxLength ?? 256) + 1 + prng.int(f.maxLength ?? 256);
      body[f.name] = prng.pick(['x', '9', 'é', '👩‍⚕️', ' ']).repeat(length);
      return { body, what: `too long ${f.name} (${length})` };
    }
    case 'nul': {
      const f = strings.length > 0 ? prng.pick(strings) : undefined;
      if (!f) return { body, what: 'nul (no string field)' };
      const current = typeof body[f.name] === 'string' ? (body[f.name] as string) : 'x';
      const at = prng.int(current.length + 1);
      body[f.name] = `${current.slice(0, at)}\u0000${current.slice(at)}`;
      return { body, what: `NUL in ${f.name}` };
    }
    case 'odd': {
      const f = strings.length > 0 ? prng.pick(strings) : field;
      if (!f) return { body, what: 'odd (no field)' };
      body[f.name] = prng.pick(ODD_STRINGS);
      return { body, what: `odd ${f.name}=${JSON.stringify(body[f.name]).slice(0, 30)}` };
    }
    case 'not-object': {
      const value = prng.pick([[], [body], 'texto', 42, true, null, '']);
      return { body: null, raw: JSON.stringify(value), what: `body ${jsonType(value)}` };
    }
    case 'deep': {
      if (prng.chance(0.5) || !field)
        return { body: null, raw: deepValue(prng), what: 'deep body' };
      const marker = '"__DEEP__"';
      body[field.name] = '__DEEP__';
      return {
        body: null,
        raw: JSON.stringify(body).replace(marker, deepValue(prng)),
        what: `deep ${field.name}`,
      };
    }
    case 'number-edge': {
      const f = field ?? { name: 'n' };
      const marker = '"__NUM__"';
      body[f.name] = '__NUM__';
      const num = prng.pick([
        '1e309',
        '-1e309',
        '-0',
        '123456789012345678901234567890',
        '0.1e-400',
        '1.0000000000000001',
        '9007199254740993',
      ]);
      return {
        body: null,
        raw: JSON.stringify(body).replace(marker, num),
        what: `number ${f.name}=${num}`,
      };
    }
  }
}

/**
 * A malformed body derived from the contract: one to three mutations of a valid sample, and
 * sometimes odd strings (emoji, direction marks, lone surrogates) in the other fields.
 */
export function mutateBody(
  prng: Prng,
  schema: z.ZodType,
  sample: Record<string, unknown>,
): { text: string; what: string } {
  const { fields, strict } = describeBody(schema);
  let body: Record<string, unknown> | null = structuredClone(sample);
  let raw: string | undefined;
  const what: string[] = [];
  const count = 1 + prng.int(3);
  for (let i = 0; i < count && body; i++) {
    const kinds = BODY_KINDS.filter((k) => strict || k !== 'extra');
    const step = mutateOnce(prng, body, fields, strict, prng.pick(kinds));
    body = step.body;
    raw = step.raw;
    what.push(step.what);
  }
  if (body && prng.chance(0.3)) {
    const f = fields.find((x) => x.types.includes('string') && typeof body![x.name] === 'string');
    if (f) {
      body[f.name] = `${body[f.name] as string}${prng.pick(['\u202e', '\ud800', '👩‍⚕️', '\u200f'])}`;
      what.push(`odd tail ${f.name}`);
    }
  }
  return { text: raw ?? JSON.stringify(body), what: what.join(' + ') };
}
