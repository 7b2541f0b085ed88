/**
 * What the server says when Meta's WhatsApp Cloud API refuses a call (its Graph error codes in
 * pt-BR), and when an instance's provider lacks a feature. None is shown by the specification.
 */
export const CLOUD_API_MSG = {
  /** 131047: more than 24 h since the patient's last message. */
  windowClosed:
    'A janela de 24 horas desta conversa está fechada: o WhatsApp só aceita um modelo aprovado até o paciente escrever de novo.',
  /** 132001 and kin: no such template in that language, or not approved (pending, rejected). */
  templateUnavailable:
    'O modelo de mensagem não existe neste idioma ou ainda não foi aprovado pela Meta.',
  /** 132015, 132016: paused or disabled by Meta for its quality. */
  templatePaused:
    'O modelo de mensagem foi pausado ou desativado pela Meta e não pode ser enviado.',
  /** 132000, 132012: the variables sent do not fit the template. */
  templateParams: 'As variáveis preenchidas não correspondem às do modelo de mensagem.',
  /** 130429, 131056, 80007, 4: throughput or pair rate limit. */
  rateLimited: 'O WhatsApp está limitando os envios deste número. Tente novamente em instantes.',
  /** 190 (and 0): the access token expired or was revoked. */
  tokenInvalid:
    'O token de acesso da API oficial do WhatsApp venceu ou é inválido. Gere um novo token no painel da Meta e atualize a instância.',
  /** 10, 200-299: the token lacks the WhatsApp permissions. */
  permissionDenied:
    'O token de acesso não tem permissão para usar este número na API oficial do WhatsApp.',
  /** 131026: not a WhatsApp user, or cannot receive now. */
  recipientUnavailable:
    'Não foi possível entregar: este número não tem WhatsApp ou não pode receber mensagens agora.',
  /** 100 on a media id: webhook media ids expire after days. */
  mediaUnavailable: 'O arquivo não está mais disponível no WhatsApp.',
  /** The downloaded bytes do not match the checksum Meta announced. */
  mediaCorrupted: 'O arquivo baixado do WhatsApp veio corrompido.',
  /** A media link that is not https (the token would travel in clear). */
  mediaLinkRefused:
    'O WhatsApp indicou um endereço de arquivo não seguro; o download foi recusado.',
  editUnsupported: 'A API oficial do WhatsApp não permite editar uma mensagem já enviada.',
  groupsUnsupported: 'A API oficial do WhatsApp não envia mensagens a grupos.',
  /** Any other Graph error: its code, so support can look it up. */
  refused: (code: number) => `O WhatsApp recusou a operação (código ${code}).`,
  /** A feature the instance's provider does not have (templates on Z-API, for example). */
  unsupported: 'Este recurso não está disponível no provedor desta instância do WhatsApp.',
} as const;
