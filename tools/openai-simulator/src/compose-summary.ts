import { DEMO_LABEL, type ChatMessage } from './compose-answer.ts';

/**
 * The three parts a hand-off summary is asked in. A system prompt that names the first one asks
 * for a summary (the server's does), and the simulator answers in the same three lines.
 */
export const SUMMARY_PARTS = ['O paciente quer:', 'Foi prometido:', 'Está pendente:'] as const;

const cut = (text: string, max = 140) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** A request for a summary: the system prompt names the parts. */
export function asksForSummary(messages: ChatMessage[]): boolean {
  return messages.some(
    (m) => (m.role === 'system' || m.role === 'developer') && m.content.includes(SUMMARY_PARTS[0]),
  );
}

/**
 * The deterministic summary: the conversation comes as lines 'Paciente: ...' and 'Equipe: ...'
 * in the last user message; the patient's last line is what they want, the team's last line is
 * what was promised, and whoever spoke last says what is pending. Nothing else is added.
 */
export function composeSummary(messages: ChatMessage[]): string {
  const transcript = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const lines = transcript.split('\n').map((l) => l.trim());
  const last = (who: string) =>
    [...lines]
      .reverse()
      .find((l) => l.startsWith(`${who}:`))
      ?.slice(who.length + 1)
      .trim();
  const patient = last('Paciente');
  const team = last('Equipe');
  const lastSpeaker = [...lines].reverse().find((l) => /^(Paciente|Equipe):/.test(l));
  const [wants, promised, pending] = SUMMARY_PARTS;
  return [
    DEMO_LABEL,
    `${wants} ${patient ? cut(patient) : 'não está claro na conversa.'}`,
    `${promised} ${team ? cut(team) : 'nada registrado na conversa.'}`,
    `${pending} ${
      lastSpeaker?.startsWith('Paciente:')
        ? 'responder à última mensagem do paciente.'
        : 'aguardar a resposta do paciente.'
    }`,
  ].join('\n');
}
