import {
  invalidParameter,
  missingParameter,
  templateParamsMismatch,
  templatePaused,
  templateUnavailable,
} from './graph-error.ts';
import { asRecord, asString } from './http-io.ts';
import type { SimPhoneNumber, SimTemplate } from './types.ts';

/** Distinct `{{n}}` placeholders in the template's body. */
function bodyParamCount(template: SimTemplate): number {
  const body = template.components.find((component) => component.type.toUpperCase() === 'BODY');
  const found = new Set(body?.text?.match(/\{\{\s*\w+\s*\}\}/g) ?? []);
  return found.size;
}

/**
 * The template a send names must exist in that language and be APPROVED (a pending or rejected
 * one is not available to send: 132001; a paused one: 132015), with as many body parameters as
 * its body has placeholders (132000).
 */
export function checkTemplate(phone: SimPhoneNumber, request: unknown): SimTemplate {
  const template = asRecord(request);
  if (!template) throw missingParameter('template is required for type template');
  const name = asString(template.name);
  const language = asString(asRecord(template.language)?.code);
  if (!name) throw missingParameter('template.name is required');
  if (!language) throw missingParameter('template.language.code is required');
  const found = phone.templates.get(`${name}:${language}`);
  if (!found || found.status === 'PENDING' || found.status === 'REJECTED') {
    throw templateUnavailable(name, language);
  }
  if (found.status === 'PAUSED') throw templatePaused(name);
  const components = template.components ?? [];
  if (!Array.isArray(components)) throw invalidParameter('template.components must be an array');
  const body = components.map(asRecord).find((component) => component?.type === 'body');
  const given = Array.isArray(body?.parameters) ? body.parameters.length : 0;
  const expected = bodyParamCount(found);
  if (given !== expected) throw templateParamsMismatch(expected, given);
  return found;
}
