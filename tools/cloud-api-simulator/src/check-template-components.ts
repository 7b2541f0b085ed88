import { invalidParameter } from './graph-error.ts';

/** Meta's limits on a template's components, as its template components page documents them. */
const BODY_MAX = 1024;
const BUTTONS_MAX = 10;
const QUICK_REPLY_TEXT_MAX = 25;

const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : '');

/**
 * The components of a template submitted for review, checked as Meta checks them (a refusal is
 * Graph error 100): one BODY with text of at most 1024 characters; at most one BUTTONS
 * component, after the body, with 1 to 10 buttons; a QUICK_REPLY button's label is plain text of
 * 1 to 25 characters (no variables). Other button kinds (URL, PHONE_NUMBER...) are not modelled.
 */
export function checkTemplateComponents(components: unknown): void {
  if (!Array.isArray(components) || components.length === 0)
    throw invalidParameter('components is required');
  const types = components.map((c) => upper((c as { type?: unknown } | null)?.type));
  const bodies = types.filter((t) => t === 'BODY').length;
  if (bodies !== 1) throw invalidParameter('A template must have exactly one BODY component');
  const body = components[types.indexOf('BODY')] as { text?: unknown };
  if (typeof body.text !== 'string' || !body.text.trim() || body.text.length > BODY_MAX)
    throw invalidParameter(`BODY text must have 1 to ${BODY_MAX} characters`);
  const buttonsAt = types.indexOf('BUTTONS');
  if (buttonsAt === -1) return;
  if (types.lastIndexOf('BUTTONS') !== buttonsAt)
    throw invalidParameter('A template may have only one BUTTONS component');
  if (buttonsAt < types.indexOf('BODY'))
    throw invalidParameter('The BUTTONS component must come after the BODY');
  const buttons = (components[buttonsAt] as { buttons?: unknown }).buttons;
  if (!Array.isArray(buttons) || buttons.length === 0 || buttons.length > BUTTONS_MAX)
    throw invalidParameter(`BUTTONS must have 1 to ${BUTTONS_MAX} buttons`);
  for (const button of buttons as Array<{ type?: unknown; text?: unknown }>) {
    if (upper(button?.type) !== 'QUICK_REPLY')
      throw invalidParameter(`Button type ${String(button?.type)} is not supported here`);
    const text = button.text;
    if (typeof text !== 'string' || !text.trim() || text.length > QUICK_REPLY_TEXT_MAX)
      throw invalidParameter(`Button text must have 1 to ${QUICK_REPLY_TEXT_MAX} characters`);
    if (/\{\{/.test(text)) throw invalidParameter('A quick reply button cannot have variables');
  }
}
