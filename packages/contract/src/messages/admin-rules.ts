import { plural } from '../plural.ts';

/** The admin area's rules and answers, in `MSG.adminRules`: the server's refusals and the forms' checks. */
export const ADMIN_MSG = {
  accessDenied: 'Acesso negado: Área restrita apenas para ADMINISTRADORES!',
  phoneRequired: "O campo 'Telefone Conectado' é obrigatório!",
  phoneInvalid: 'Telefone inválido: use apenas números com DDI e DDD (10 a 15 dígitos).',
  instanceIdRequired: 'Informe o ID da instância (suaInstancia).',
  tokenRequired: 'Informe o token da instância (seuToken).',
  providerInvalid: "Provedor inválido: use 'zapi' ou 'cloud-api'.",
  phoneNumberIdRequired: 'Informe o ID do número de telefone (Cloud API).',
  businessAccountIdRequired: 'Informe o ID da conta do WhatsApp Business (Cloud API).',
  graphIdInvalid: 'ID inválido: use apenas os números mostrados no painel da Meta.',
  accessTokenRequired: 'Informe o token de acesso (Cloud API).',
  appSecretRequired: 'Informe o segredo do app (Cloud API).',
  phoneNumberIdTaken: 'Este número da Cloud API já está em outra instância.',
  numberLabelLong: 'O nome do número pode ter até 30 caracteres.',
  tooLong: 'Valor longo demais (máximo de 200 caracteres).',
  expiryInvalid: 'Data de expiração inválida.',
  expiryPast: 'A data de expiração deve ser futura.',
  statusInvalid: 'Status inválido: use ACTIVE ou DEACTIVATED.',
  ownOnly: 'Administradores só podem criar instâncias para si mesmos.',
  userHasInstance: 'Este usuário já possui uma instância. Cada usuário pode ter no máximo uma.',
  userNotFound: 'Usuário não encontrado.',
  userUnconfirmed:
    'Esta conta ainda não confirmou o e-mail. Peça que confirme antes de receber uma instância.',
  instanceNotFound: 'Instância não encontrada.',
  confirmDelete: 'Confirme a exclusão enviando ?confirm=true.',
  created: 'Instância criada com sucesso!',
  updated: 'Instância atualizada com sucesso!',
  deleted: 'Instância deletada com sucesso!',
  listed: (n: number) => plural(n, 'instância carregada', 'instâncias carregadas'),
} as const;
