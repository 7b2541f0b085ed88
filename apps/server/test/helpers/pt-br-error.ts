import { zErrorBody } from '@conecta/contract';

/**
 * Words of the English defaults of Fastify, Node and zod ("Bad Request", "Invalid input:
 * expected string", "Unexpected token", "Body cannot be empty"...). None is a pt-BR word.
 */
const ENGLISH =
  /\b(the|is|are|not|must|should|expected|received|required|invalid|unexpected|error|request|body|cannot|too|unsupported|payload|large|allowed|found|failed|bad|missing|unknown|empty|input|type|string|number|object|array|boolean|token|property)\b/i;

/** Marks of Portuguese: an accented letter, one of its most common short words or endings. */
const PORTUGUESE =
  /[áàâãéêíóôõúç]|\b(de|do|da|dos|das|não|para|com|um|uma|o|a|os|as|em|no|na|é|seu|sua|informe|digite|envie|use)\b|\w(ido|ida|ado|ada|mente)\b/i;

/** Why an error answer is not a pt-BR error of the contract's shape, or null when it is. */
export function ptBrErrorProblem(contentType: string | undefined, body: string): string | null {
  if (!contentType?.includes('application/json')) return `content-type ${contentType ?? '-'}`;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return 'corpo não é JSON';
  }
  const parsed = zErrorBody.safeParse(json);
  if (!parsed.success) return `fora do formato de erro: ${body.slice(0, 120)}`;
  const texts = [parsed.data.message, ...(parsed.data.details ?? []).map((d) => d.message)];
  for (const text of texts) {
    if (text.trim() === '') return 'mensagem vazia';
    const english = ENGLISH.exec(text.normalize('NFC'));
    // "Token" is also Portuguese in the catalogue ('Token de autenticação ausente.').
    if (english && !/^token$/i.test(english[0])) return `inglês: "${text}"`;
    if (!PORTUGUESE.test(text)) return `não parece pt-BR: "${text}"`;
  }
  return null;
}
