import type { Random } from './create-random.ts';

/** What a patient writes out of the blue (live activity). */
export const OPENERS = [
  'Bom dia! Tem horário para esta semana?',
  'Oi, gostaria de saber se vocês atendem {plan}',
  'Boa tarde, o resultado do meu {exam} já saiu?',
  'Preciso remarcar minha consulta, é possível?',
  'Olá! Qual o valor da consulta particular?',
  'Oi, vocês abrem sábado?',
  'Boa tarde! Preciso de uma segunda via do recibo da consulta',
  'Bom dia, posso levar acompanhante na consulta?',
  'Olá, preciso de jejum para o {labExam}?',
  'Estou a caminho, vou atrasar uns 10 minutos 🙏',
  'Oi! Tem horário com {doctor} na {day}?',
] as const;

const REPLIES: readonly (readonly [RegExp, readonly string[]])[] = [
  [/confirm/i, ['Confirmo sim! 👍', 'Confirmado, obrigada', 'Pode confirmar, estarei lá']],
  [/remarc|desmarc/i, ['Pode ser, obrigado!', 'Melhor na semana que vem', 'Combinado']],
  [
    /hor[aá]rio|\d{1,2}h/i,
    ['Esse horário fica ótimo', 'Tem algum mais cedo?', 'Pode ser, obrigada!'],
  ],
  [
    /exame|resultado|jejum/i,
    ['Entendi, obrigado pela explicação', 'Ok, vou passar aí para retirar'],
  ],
  [/conv[eê]nio|plano|carteirinha/i, ['Perfeito, vou levar a carteirinha', 'Ah, que bom!']],
  [/valor|R\$|pix|cart[aã]o/i, ['Ok, vou ver e te retorno', 'Pode ser no Pix?']],
];

const GENERIC_REPLIES = [
  'Obrigada! 😊',
  'Ok, combinado',
  'Entendi, obrigado pelo retorno',
  'Perfeito!',
  'Certo 👍',
  'Beleza, obrigado',
] as const;

/** A patient's answer that fits what the clinic just wrote. */
export function pickReply(clinicText: string, random: Random): string {
  const match = REPLIES.find(([pattern]) => pattern.test(clinicText));
  if (match && random.chance(0.8)) return random.pick(match[1]);
  return random.pick(GENERIC_REPLIES);
}
