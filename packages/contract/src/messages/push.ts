/**
 * pt-BR texts: Web Push on this device ('Configurações'), quiet hours, the installable app
 * (offline, new version) and the push service's rules. None is shown by the specification; the
 * behaviour is written down in docs/decisions.md ("Notificações push e app instalável").
 */
export const PUSH_MSG = {
  push: {
    sectionTitle: 'Notificações no celular e com a aba fechada',
    sectionDescription:
      'Receba um aviso de mensagem nova mesmo com o Conecta Clínica fechado, neste aparelho.',
    unsupported:
      'Este navegador não recebe notificações push. No iPhone, instale o app (Compartilhar → Adicionar à Tela de Início) e abra por ele.',
    denied:
      'As notificações deste site estão bloqueadas. Permita-as nas configurações do navegador para ativar.',
    on: 'Ativadas neste aparelho',
    off: 'Desativadas neste aparelho',
    turnOn: 'Ativar neste aparelho',
    turnOff: 'Desativar neste aparelho',
    working: 'Aguarde...',
    turnedOn: 'Notificações push ativadas neste aparelho',
    turnedOff: 'Notificações push desativadas neste aparelho',
    failed: 'Não foi possível ativar as notificações push',
    quietTitle: 'Horário de silêncio',
    quietDescription: 'Sem notificações push neste intervalo, no seu fuso horário.',
    quietEnabled: 'Silenciar notificações push à noite',
    quietStart: 'Das',
    quietEnd: 'Até',
    quietSave: 'Salvar horário',
    quietSaved: 'Horário de silêncio salvo',
    quietSaveFailed: 'Não foi possível salvar o horário de silêncio',
    // The device's label when the browser does not say what it is.
    deviceFallback: 'Navegador',
  },
  pushRules: {
    endpointInvalid: 'Endereço de notificação inválido: use o que o navegador forneceu.',
    endpointNotAllowed:
      'Este endereço de notificação não é aceito: use o que o navegador forneceu (o serviço de push do Chrome, Firefox, Edge ou Safari).',
    keysInvalid: 'Chaves da inscrição inválidas: use as que o navegador forneceu.',
    labelInvalid: 'O nome do aparelho deve ter de 1 a 80 caracteres.',
    quietHoursInvalid: 'Use horários no formato HH:MM, como 22:00.',
    quietHoursSame: 'O início e o fim do horário de silêncio devem ser diferentes.',
  },
  pwa: {
    offline: 'Sem conexão',
    offlineDescription:
      'Você está sem internet. O que já estava na tela continua visível; as conversas voltam a atualizar quando a conexão voltar.',
    updateAvailable: 'Nova versão disponível',
    update: 'atualizar',
  },
} as const;
