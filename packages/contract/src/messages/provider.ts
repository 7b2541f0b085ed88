/**
 * What the server says about the WhatsApp provider and the account's instance: Z-API's English
 * errors in pt-BR, and why an instance cannot be used. None is shown by the specification.
 */
export const PROVIDER_MSG = {
  provider: {
    notConnected: 'O WhatsApp não está conectado.',
    clientTokenMissing: 'A instância exige um Client-Token, que não foi configurado.',
    clientTokenRefused: 'O Client-Token da instância foi recusado pelo provedor.',
    subscriptionEnded:
      'A assinatura da instância no provedor venceu. Renove-a para continuar enviando.',
    restoreSession: 'A sessão do WhatsApp precisa ser restaurada. Conecte novamente.',
    badInstance: 'Instância ou token do provedor inválidos.',
    rateLimited: 'O provedor do WhatsApp está limitando as requisições. Tente em instantes.',
    unstable: 'O provedor do WhatsApp está com instabilidade. Tente novamente em instantes.',
    refusedWith: (message: string) => `O provedor do WhatsApp recusou a operação: ${message}`,
    refused: 'O provedor do WhatsApp recusou a operação.',
    timeout: 'O provedor do WhatsApp não respondeu a tempo.',
    unreachable: 'Não foi possível falar com o provedor do WhatsApp.',
    sendUnconfirmed: 'O provedor não confirmou o envio da mensagem.',
    /** A failure that is not the provider's own answer (a bug on the way to it). */
    failed: 'Falha ao falar com o provedor do WhatsApp.',
  },
  /** Why a message the clinic sent was not delivered (a 'failed' status and its error code). */
  delivery: {
    outsideWindow:
      'Não entregue: a janela de 24 horas com o paciente estava fechada. Use um modelo aprovado.',
    undeliverable: 'Não entregue: o WhatsApp não conseguiu entregar a mensagem a este número.',
    failedWithCode: (code: number) => `Não entregue pelo WhatsApp (erro ${code}).`,
  },
  /** Why a received file is not in the chat: its download was given up on (`failure`). */
  receivedMedia: {
    corrupted:
      'O arquivo recebido não foi guardado: ele não confere com o que o WhatsApp informou (soma de verificação diferente).',
    unavailable: 'O arquivo recebido não está mais disponível no WhatsApp.',
    refused: 'O arquivo recebido não foi baixado: o endereço ou o tamanho dele foi recusado.',
    failed: 'Não foi possível baixar o arquivo recebido do WhatsApp.',
  },
  instance: {
    none: 'Nenhuma instância do WhatsApp configurada para sua conta. Fale com o administrador.',
    deactivated:
      'Sua instância do WhatsApp foi desativada pelo administrador. Fale com o administrador.',
    expired: (date: string) =>
      `Sua instância do WhatsApp expirou em ${date}. Fale com o administrador.`,
  },
} as const;
