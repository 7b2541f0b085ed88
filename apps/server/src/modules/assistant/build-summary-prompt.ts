import type { PromptMessage } from './assistant-client.ts';
import { maskPersonalData } from './mask-personal-data.ts';
import type { PromptInput } from './build-prompt.ts';

/** A long conversation is summed up from its newest messages only, each cut to this length. */
export const SUMMARY_MESSAGES = 60;
const MESSAGE_CHARS = 1_000;
/** The longest summary kept from the provider: a few short lines are asked for. */
export const SUMMARY_MAX_CHARS = 1_500;

/**
 * The three parts, by name (the simulator answers a prompt that names the first one with a
 * summary in the same lines). Nothing from the conversation may be added that it does not say.
 */
export const SUMMARY_PARTS = ['O paciente quer:', 'Foi prometido:', 'Está pendente:'] as const;

const RULES = [
  'Você resume conversas de WhatsApp de uma clínica para a pessoa da equipe que vai assumir o atendimento.',
  'Responda em português do Brasil com exatamente três linhas curtas, começando por:',
  ...SUMMARY_PARTS,
  'Use somente o que está escrito na conversa. Nunca invente pedidos, promessas, preços, datas ou nomes; se uma parte não aparece na conversa, escreva que não há registro.',
  'Não dê diagnóstico nem orientação médica.',
  'Dados pessoais aparecem mascarados como [CPF], [cartão] e [e-mail]: não tente recuperá-los.',
].join('\n');

function line(m: PromptInput['messages'][number]): string {
  const parts: string[] = [];
  if (m.type === 'audio')
    parts.push(m.transcript ? `[nota de voz] ${m.transcript}` : '[nota de voz sem transcrição]');
  else if (m.type !== 'text') parts.push(`[${m.type === 'image' ? 'imagem' : 'arquivo'}]`);
  if (m.content) parts.push(m.content);
  const text = parts.join(' ').replace(/\s+/g, ' ').slice(0, MESSAGE_CHARS);
  return `${m.fromMe ? 'Equipe' : 'Paciente'}: ${maskPersonalData(text)}`;
}

/**
 * The conversation as one text, 'Paciente:' and 'Equipe:' lines, oldest first and masked: a
 * summary is about the conversation, so the model reads it rather than continues it. The
 * clinic's base is not sent (a summary says what was said, not what the clinic offers).
 */
export function buildSummaryPrompt(messages: PromptInput['messages']): PromptMessage[] {
  return [
    { role: 'system', content: RULES },
    { role: 'user', content: `CONVERSA:\n${messages.map(line).join('\n')}` },
  ];
}
