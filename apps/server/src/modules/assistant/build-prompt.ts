import { MSG, type OpeningHours } from '@conecta/contract';

import type { PromptMessage } from './assistant-client.ts';
import { maskPersonalData } from './mask-personal-data.ts';

/** The newest messages that go in the prompt, each cut to this length. */
export const PROMPT_MESSAGES = 20;
const MESSAGE_CHARS = 2_000;
const TEXTS_MAX = 50;

export interface PromptInput {
  knowledgeBase: string;
  texts: Array<{ title: string; content: string }>;
  hours: OpeningHours | null;
  /** Oldest first. */
  messages: Array<{
    fromMe: boolean;
    type: string;
    content: string | null;
    transcript: string | null;
  }>;
}

/**
 * The rules: answer only from the sections below, and say the team will check anything they do
 * not say (no invented price, address, professional or instruction), no medical advice. Kept
 * free of the words a patient asks with, so nothing but the clinic's own lines answers them.
 */
const RULES = [
  'Você ajuda a recepção de uma clínica a responder pacientes no WhatsApp.',
  'Escreva uma sugestão de resposta curta e cordial, em português do Brasil, que uma pessoa da equipe vai revisar antes de enviar.',
  'Use somente o que está escrito nas seções BASE DE CONHECIMENTO, TEXTOS PRONTOS e HORÁRIO DE ATENDIMENTO abaixo.',
  'Nunca invente nada que essas seções não digam. Se a resposta não estiver nelas, diga que vai confirmar com a equipe e retornar.',
  'Não dê diagnóstico nem orientação médica.',
  'Dados pessoais aparecem mascarados como [CPF], [cartão] e [e-mail]: não peça nem repita esses dados.',
  'Responda apenas com o texto da mensagem, sem comentários.',
].join('\n');

function hoursText(hours: OpeningHours): string {
  const names = MSG.routineRules.weekdays;
  const days = hours.days.map((ranges, i) => {
    const open = ranges.map((r) => `${r.start}–${r.end}`).join(', ');
    return `${names[i]}: ${open || 'fechado'}`;
  });
  return `${days.join('\n')}\n(fuso horário ${hours.timeZone})`;
}

function messageText(m: PromptInput['messages'][number]): string {
  const parts: string[] = [];
  if (m.type === 'audio')
    parts.push(m.transcript ? `[nota de voz] ${m.transcript}` : '[nota de voz sem transcrição]');
  else if (m.type !== 'text') parts.push(`[${m.type === 'image' ? 'imagem' : 'arquivo'}]`);
  if (m.content) parts.push(m.content);
  return maskPersonalData(parts.join(' ').slice(0, MESSAGE_CHARS));
}

/** The system prompt (rules and the clinic's own knowledge) and the conversation, masked. */
export function buildPrompt(input: PromptInput): PromptMessage[] {
  const sections = [
    RULES,
    `BASE DE CONHECIMENTO:\n${input.knowledgeBase.trim() || '(vazia)'}`,
    `TEXTOS PRONTOS:\n${
      input.texts
        .slice(0, TEXTS_MAX)
        .map((t) => `- ${t.title}: ${t.content}`)
        .join('\n') || '(nenhum)'
    }`,
    `HORÁRIO DE ATENDIMENTO:\n${input.hours?.enabled ? hoursText(input.hours) : '(não informado)'}`,
  ];
  return [
    { role: 'system', content: sections.join('\n\n') },
    ...input.messages.map((m): PromptMessage => ({
      role: m.fromMe ? 'assistant' : 'user',
      content: messageText(m),
    })),
  ];
}
