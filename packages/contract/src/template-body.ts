/** WhatsApp message templates' bodies (Meta's `{{1}}` placeholders), read by server and web. */
/** The body text of a template's components (`{ type: 'BODY', text }`), or ''. */
export function templateBody(components: ReadonlyArray<Record<string, unknown>>): string {
  const body = components.find((c) => String(c.type).toUpperCase() === 'BODY');
  return typeof body?.text === 'string' ? body.text : '';
}

/** The labels of a template's quick-reply buttons (`{ type: 'BUTTONS', buttons }`), in order. */
export function templateButtons(components: ReadonlyArray<Record<string, unknown>>): string[] {
  const group = components.find((c) => String(c.type).toUpperCase() === 'BUTTONS');
  const buttons = Array.isArray(group?.buttons) ? (group.buttons as unknown[]) : [];
  return buttons.flatMap((b) => {
    const { type, text } = (b ?? {}) as { type?: unknown; text?: unknown };
    return String(type).toUpperCase() === 'QUICK_REPLY' && typeof text === 'string' ? [text] : [];
  });
}

/** How many values a send must fill: the highest `{{n}}` of the body (Meta numbers them 1..n). */
export function templateVariables(body: string): number {
  let max = 0;
  for (const m of body.matchAll(/\{\{\s*(\d+)\s*\}\}/g)) max = Math.max(max, Number(m[1]));
  return max;
}

/**
 * The body as the patient reads it: each `{{n}}` replaced by the n-th value (a value not given
 * yet, or empty, leaves its `{{n}}`, as the composer's preview shows it while it is typed).
 */
export function fillTemplateBody(body: string, values: readonly string[]): string {
  return body.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, n: string) => values[Number(n) - 1] || whole);
}
