/** Every answer says it is a demonstration, so no one mistakes it for a model's. */
export const DEMO_LABEL = '[Demonstração]';

export const NOT_IN_BASE = `${DEMO_LABEL} Não encontrei essa informação na base da clínica: vou confirmar com a equipe e já retorno.`;

export interface ChatMessage {
  role: string;
  content: string;
}

/** Words that say nothing about what the patient asks. */
const STOPWORDS = new Set(
  'para pelo pela pelos pelas como qual quais quanto quanta quantos quantas onde quando voces você vocês esta este essa esse isso aqui muito mais menos tenho temos gostaria queria saber favor obrigado obrigada bom boa tarde noite dia olá tudo sobre fazer'.split(
    ' ',
  ),
);

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function words(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of fold(text).split(/[^\p{L}\p{N}]+/u)) {
    if (w.length >= 4 && !STOPWORDS.has(w)) out.add(w.endsWith('s') ? w.slice(0, -1) : w);
  }
  return out;
}

/**
 * The deterministic "model": the line of the system prompt that shares most words with the
 * patient's last message (a line with a number wins a tie, as prices and hours do), quoted as
 * the answer; with no such line, the answer says the team will check. A test that finds a line
 * of the clinic's base in the answer has proved the base reached the prompt.
 */
export function composeAnswer(messages: ChatMessage[]): string {
  const system = messages.filter((m) => m.role === 'system' || m.role === 'developer');
  const question = [...messages].reverse().find((m) => m.role === 'user');
  if (!question) return NOT_IN_BASE;
  const asked = words(question.content);
  let best: { line: string; score: number } | undefined;
  for (const message of system) {
    for (const raw of message.content.split('\n').slice(0, 5000)) {
      const line = raw.replace(/^[\s\-*•]+/, '').trim();
      if (line === '' || line.length > 500) continue;
      let score = 0;
      for (const w of words(line)) if (asked.has(w)) score += 1;
      if (score === 0) continue;
      if (/\d/.test(line)) score += 0.5;
      if (!best || score > best.score) best = { line, score };
    }
  }
  if (!best) return NOT_IN_BASE;
  return `${DEMO_LABEL} Olá! Segundo a nossa base: ${best.line} Posso ajudar em algo mais?`;
}

/** About four characters a token, as OpenAI's guides estimate for English. */
export const countTokens = (text: string): number => Math.max(1, Math.ceil(text.length / 4));

/** The answer in pieces of a few words, as a streamed completion arrives. */
export function splitForStream(text: string): string[] {
  const parts = text.match(/\S+\s*/g) ?? [text];
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += 3) out.push(parts.slice(i, i + 3).join(''));
  return out;
}
