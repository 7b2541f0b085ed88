/** Z-API's English error texts, said in pt-BR for the person who will read them. */
const KNOWN: Array<[RegExp, string]> = [
  [/not connected/i, 'O WhatsApp não está conectado.'],
  [
    /client-token is not configured/i,
    'A instância exige um Client-Token, que não foi configurado.',
  ],
  [/client-token .* not allowed/i, 'O Client-Token da instância foi recusado pelo provedor.'],
  [
    /subscribe to this instance again/i,
    'A assinatura da instância no provedor venceu. Renove-a para continuar enviando.',
  ],
  [/restore the session/i, 'A sessão do WhatsApp precisa ser restaurada. Conecte novamente.'],
  [/instance not found|invalid (instance|token)/i, 'Instância ou token do provedor inválidos.'],
];

export function translateProviderError(status: number, message: string | undefined): string {
  if (message) {
    for (const [pattern, text] of KNOWN) if (pattern.test(message)) return text;
  }
  if (status === 429)
    return 'O provedor do WhatsApp está limitando as requisições. Tente em instantes.';
  if (status >= 500)
    return 'O provedor do WhatsApp está com instabilidade. Tente novamente em instantes.';
  return message
    ? `O provedor do WhatsApp recusou a operação: ${message}`
    : 'O provedor do WhatsApp recusou a operação.';
}
