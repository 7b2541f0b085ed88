/** A conversation: "p" lines come from the patient, "c" lines from the clinic. */
export type ScriptLine = readonly ['p' | 'c', string];

/**
 * pt-BR conversations of a clinic's WhatsApp. Placeholders: {first}, {doctor} (with its
 * article), {exam}, {labExam}, {plan}, {day}, {time}, {time2}. A line with {first} loses ", {first}" when the contact has no name.
 */
export const CONVERSATIONS: readonly (readonly ScriptLine[])[] = [
  [
    ['p', 'Bom dia! Gostaria de marcar uma consulta com {doctor}'],
    ['c', 'Bom dia, {first}! Temos horário na {day} às {time} ou às {time2}. Qual fica melhor?'],
    ['p', 'Às {time} está ótimo'],
    ['c', 'Prontinho, consulta marcada para {day} às {time}. Chegue 15 minutos antes, por favor.'],
    ['p', 'Obrigada! 😊'],
  ],
  [
    ['p', 'Oi, vocês atendem {plan}?'],
    [
      'c',
      'Olá, {first}! Atendemos sim. Para consultas pelo {plan} precisamos da carteirinha e de um documento com foto.',
    ],
    ['p', 'Precisa de pedido médico para o {exam}?'],
    ['c', 'Para exames pelo convênio, sim: o pedido precisa estar dentro da validade (30 dias).'],
    ['p', 'Entendi, vou providenciar'],
  ],
  [
    ['p', 'Boa tarde, o resultado do meu {exam} já saiu?'],
    [
      'c',
      'Boa tarde, {first}! Já está disponível. Pode retirar na recepção ou pedimos para enviar por e-mail.',
    ],
    ['p', 'Pode mandar por e-mail, por favor'],
    ['c', 'Enviado! Confira também a caixa de spam. Quer agendar o retorno com o médico?'],
    ['p', 'Quero sim, de preferência na {day}'],
    ['c', '{day} às {time2} com {doctor}, pode ser?'],
    ['p', 'Pode sim, obrigado'],
  ],
  [
    [
      'c',
      'Olá, {first}! Lembrete: sua consulta com {doctor} é amanhã às {time}. Confirma presença?',
    ],
    ['p', 'Confirmo!'],
    ['c', 'Obrigada pela confirmação. Até amanhã!'],
  ],
  [
    ['p', 'Preciso remarcar minha consulta de {day}, surgiu um imprevisto no trabalho'],
    ['c', 'Sem problemas, {first}. Tenho {day} às {time2} ou na semana que vem. Qual prefere?'],
    ['p', 'Semana que vem. Pode ser às {time2}?'],
    ['c', 'Pode sim! Remarcado para a próxima {day} às {time2}. Qualquer coisa é só chamar.'],
  ],
  [
    ['p', 'Oi! Preciso fazer jejum para o {labExam}?'],
    ['c', 'Oi, {first}! Para esse exame o jejum é de 8 horas. Água pode tomar normalmente.'],
    ['p', 'E posso tomar meu remédio de pressão?'],
    ['c', 'Pode sim, com um pouco de água. Traga a lista dos medicamentos que você usa.'],
    ['p', 'Combinado, obrigada'],
  ],
  [
    ['p', 'Qual o valor da consulta particular com {doctor}?'],
    [
      'c',
      'Olá, {first}! A consulta particular custa R$ 280,00, com retorno em até 30 dias sem custo. Aceitamos Pix e cartão.',
    ],
    ['p', 'Parcela no cartão?'],
    ['c', 'Em até 3x sem juros no cartão de crédito.'],
    ['p', 'Vou ver aqui e te aviso'],
  ],
  [
    ['p', 'Boa noite, preciso renovar a receita do meu remédio de uso contínuo'],
    [
      'c',
      'Olá, {first}! Para renovar a receita é preciso uma consulta de retorno. Temos {day} às {time}.',
    ],
    ['p', 'Pode marcar'],
    ['c', 'Marcado! Traga a receita antiga e os últimos exames.'],
  ],
  [
    ['p', 'Vocês têm pediatra? Meu filho está com febre desde ontem'],
    [
      'c',
      'Temos sim, a Dra. Camila (pediatria). Se a febre passar de 39 °C, procure o pronto-socorro. Hoje tenho encaixe às {time2}.',
    ],
    ['p', 'Vou levar ele às {time2} então'],
    ['c', 'Encaixe confirmado. Traga a carteirinha de vacinação.'],
    ['p', 'Obrigada, até mais'],
  ],
  [
    ['p', 'Onde fica a clínica? Tem estacionamento?'],
    [
      'c',
      'Estamos na Rua das Palmeiras, 450 – 2º andar. Temos convênio com o estacionamento ao lado (1 hora grátis).',
    ],
    ['p', 'Ótimo, obrigado!'],
  ],
  [
    ['p', 'Olá, vocês fazem {exam} no sábado?'],
    ['c', 'Olá, {first}! Aos sábados atendemos das 8h às 12h, com agendamento.'],
    ['p', 'Então quero agendar para este sábado às 9h'],
    ['c', 'Agendado para sábado às 9h. Lembre do pedido médico.'],
  ],
  [
    ['c', 'Olá, {first}! Como você está se sentindo depois do procedimento?'],
    ['p', 'Bem melhor, a dor passou quase toda'],
    ['c', 'Que bom! Continue com a medicação até o fim e qualquer sintoma nos avise.'],
    ['p', 'Pode deixar, muito obrigado pelo cuidado'],
  ],
  [
    ['p', 'Bom dia! Preciso de um atestado da consulta de ontem para o trabalho'],
    [
      'c',
      'Bom dia, {first}! Vou pedir para {doctor} assinar. Pode retirar na recepção a partir das 14h.',
    ],
    ['p', 'Consegue mandar por aqui em PDF?'],
    ['c', 'Consigo sim, envio assim que estiver assinado.'],
    ['p', 'Obrigado!'],
  ],
  [
    ['c', 'Olá, {first}! Sua guia do {plan} para o {exam} foi autorizada. Quer agendar?'],
    ['p', 'Quero! Tem na {day}?'],
    ['c', 'Tem sim: {day} às {time}. Confirmo para você?'],
    ['p', 'Pode confirmar'],
    ['c', 'Confirmado! Chegue 20 minutos antes com a carteirinha e o pedido.'],
  ],
  [
    ['p', 'Boa tarde, preciso cancelar a consulta de amanhã'],
    ['c', 'Boa tarde, {first}. Cancelado. Quer deixar um novo horário reservado?'],
    ['p', 'Por enquanto não, depois eu chamo'],
    ['c', 'Tudo bem! Estamos à disposição.'],
  ],
  [
    ['p', 'Oi, vocês emitem nota fiscal da consulta para reembolso do {plan}?'],
    ['c', 'Emitimos sim, {first}. Precisamos do CPF do titular e do e-mail para envio.'],
    ['p', 'Vou mandar aqui os dados'],
  ],
  [
    ['p', 'A vacina da gripe já chegou?'],
    ['c', 'Chegou sim, {first}! Aplicamos de segunda a sexta, das 8h às 17h, sem agendamento.'],
    ['p', 'Criança pode tomar também?'],
    ['c', 'Pode, a partir de 6 meses. Traga a caderneta de vacinação.'],
    ['p', 'Ótimo, vou levar amanhã'],
  ],
];

/** Extra lines a patient sends while nobody has answered yet (the chat stays unread). */
export const FOLLOW_UPS = [
  'Alguém pode me ajudar?',
  'Oi?',
  'Vocês abrem no feriado?',
  'Consegue me passar o horário ainda hoje?',
  'Aguardo retorno, obrigada',
  'Tem vaga para esta semana?',
  'É urgente, por favor',
  'Bom dia! Ainda tem horário com {doctor}?',
] as const;

/** Internal messages in the staff groups. */
export const GROUP_LINES = [
  'Pessoal, a agenda de amanhã está cheia até as 11h',
  'O Dr. Ricardo vai atrasar uns 20 minutos hoje',
  'Alguém viu a caixa de luvas que chegou ontem?',
  'Paciente das {time} desmarcou, liberei o horário',
  'Lembrete: reunião de equipe na {day} às 18h',
  'O sistema do {plan} está fora do ar, anotem as guias à mão',
  'Chegaram os resultados de {exam} do laboratório',
  'Quem fecha o caixa hoje?',
  'Favor confirmar os pacientes de amanhã até as 16h 🙏',
  'Ok, obrigada!',
  'Já resolvi 👍',
] as const;

/** Posts of the clinic's own channel. */
export const NEWSLETTER_POSTS = [
  'Campanha de vacinação contra a gripe: a partir de segunda, das 8h às 17h. Traga sua carteirinha! 💉',
  'Outubro Rosa: agende sua mamografia e cuide-se. Consulte condições especiais na recepção. 🎀',
  'Dica da semana: beba pelo menos 2 litros de água por dia, principalmente no calor. 💧',
  'Nova especialidade: agora temos endocrinologia às quartas e sextas.',
  'Atenção: no feriado a clínica atende só com agendamento, das 8h às 12h.',
] as const;
