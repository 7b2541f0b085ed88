import {
  AUTOMATIC_TEMPLATE_MAX_VARIABLES,
  fillTemplateBody,
  templateBody,
  templateVariables,
} from '@conecta/contract';

import type { TemplateRow } from './templates-repo.ts';

/** Meta's limit on a template body once filled. */
const BODY_MAX = 1024;

/**
 * A template an automatic message may go as: approved by Meta, of the utility category (what a
 * reminder or a follow-up is; Meta may re-bill or refuse another), with at most the two values
 * the engine fills.
 */
export function fitsAutomatic(row: Pick<TemplateRow, 'status' | 'category' | 'components'>) {
  return (
    row.status === 'APPROVED' &&
    row.category === 'UTILITY' &&
    templateVariables(templateBody(row.components)) <= AUTOMATIC_TEMPLATE_MAX_VARIABLES
  );
}

/**
 * Meta refuses a text parameter with a line break, a tab or more than four spaces in a row
 * (error 132018): one line, single-spaced.
 */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The template's `{{1}}`, `{{2}}` filled from `values` in order (the patient's name, then the
 * date and time or the message's text), or null when the filled body would pass Meta's 1024
 * characters or a value is empty.
 */
export function fillAutomatic(row: Pick<TemplateRow, 'components'>, values: readonly string[]) {
  const body = templateBody(row.components);
  const used = values.slice(0, templateVariables(body)).map(oneLine);
  if (used.some((v) => v === '')) return null;
  const text = fillTemplateBody(body, used);
  return text.length > BODY_MAX ? null : { values: used, text };
}
