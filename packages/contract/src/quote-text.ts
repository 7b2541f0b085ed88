/** The longest text a quoted reply shows of the message it answers; a longer one ends in '…'. */
export const QUOTE_TEXT_MAX = 120;

/** A message's text as a quote shows it: on one line, cut at `QUOTE_TEXT_MAX`. */
export function quoteText(content: string | null | undefined): string {
  const text = (content ?? '').replace(/\s+/g, ' ').trim();
  return text.length > QUOTE_TEXT_MAX ? `${text.slice(0, QUOTE_TEXT_MAX - 1)}…` : text;
}
