/**
 * The backups of the embedded database: the Responsável's line in 'Clínica' and the mail of a
 * failed backup. Not in the specification (issue 37); docs/decisions.md says who sees what.
 */
export const BACKUP_MSG = {
  title: 'Cópias de segurança',
  /** `when`: '27/11/2026 às 03:00'; `size`: '12,4 MB'. */
  last: (when: string, size: string) => `Última cópia de segurança: ${when} (${size}).`,
  none: 'Nenhuma cópia de segurança feita ainda: a primeira sai no próximo horário agendado.',
  failedSince: (when: string) =>
    `A última tentativa, em ${when}, falhou: o responsável pelo servidor foi avisado por e-mail.`,
  external:
    'O banco de dados é PostgreSQL: as cópias de segurança são feitas pelo responsável pelo servidor (pg_dump).',
  loadFailed: 'Não foi possível ver as cópias de segurança agora.',
  /**
   * The mail of a failed backup. The administrators (who run the server) read the reason as the
   * server gave it (paths, errno, the S3 bucket); a clinic's Responsável, a tenant of the server
   * who may be anyone who signed up, reads a plain sentence and never the server's internals.
   */
  mail: {
    subject: 'A cópia de segurança do Conecta Clínica falhou',
    title: 'Cópia de segurança falhou',
    text: (when: string, reason: string) =>
      `Olá!\n\nA cópia de segurança do servidor do Conecta Clínica de ${when} falhou (${reason}).\n\nAs conversas continuam funcionando, mas não há uma cópia nova delas. Verifique o espaço em disco e a pasta das cópias (o log do servidor tem o erro completo) e rode "npm run backup" para tentar de novo.`,
    lead: (when: string, reason: string) =>
      `A cópia de segurança do servidor do Conecta Clínica de ${when} falhou (${reason}).`,
    body: 'As conversas continuam funcionando, mas não há uma cópia nova delas. Verifique o espaço em disco e a pasta das cópias (o log do servidor tem o erro completo) e rode "npm run backup" para tentar de novo.',
    /** To a clinic's Responsável: when, and that the people who run the server know why. */
    tenantText: (when: string) =>
      `Olá!\n\nA cópia de segurança automática do Conecta Clínica de ${when} não foi concluída.\n\nAs conversas da clínica continuam funcionando normalmente. Quem cuida do servidor já recebeu os detalhes para corrigir; se o aviso se repetir, fale com essa pessoa.`,
    tenantLead: (when: string) =>
      `A cópia de segurança automática do Conecta Clínica de ${when} não foi concluída.`,
    tenantBody:
      'As conversas da clínica continuam funcionando normalmente. Quem cuida do servidor já recebeu os detalhes para corrigir; se o aviso se repetir, fale com essa pessoa.',
  },
  cli: {
    postgres:
      'Com PostgreSQL (DATABASE_URL), faça as cópias com pg_dump, como explica o README; npm run backup copia o banco embutido.',
    askingServer: (pid: number) =>
      `O servidor (processo ${pid}) está rodando: pedindo a ele uma cópia de segurança agora...`,
    serverGone: (pid: number) =>
      `O servidor (processo ${pid}) parou antes de terminar a cópia. Veja o log dele e rode npm run backup de novo.`,
    noAnswer:
      'O servidor não terminou a cópia a tempo. Veja o log do servidor; a cópia pode ainda estar em andamento.',
    done: (file: string, size: string) => `Cópia de segurança pronta: ${file} (${size}).`,
    failed: (reason: string) => `A cópia de segurança falhou: ${reason}`,
    keyInDataDir: (file: string) =>
      `Atenção: a chave das cópias está só em ${file}. Guarde uma cópia dela fora deste servidor (ou defina BACKUP_KEY): sem ela, nenhuma cópia pode ser restaurada.`,
    restoreUsage: 'Uso: npm run restore -- <arquivo da cópia>',
    restoreNoKey:
      'Defina BACKUP_KEY com a chave das cópias de segurança (a que você guardou fora do servidor) para restaurar.',
    restoreNotEmpty: (dir: string) =>
      `A pasta de dados ${dir} não está vazia: a restauração só escreve numa pasta vazia, para nunca misturar uma cópia com dados atuais. Pare o servidor, mova essa pasta para outro lugar (ou escolha outra DATA_DIR) e rode de novo.`,
    restoreRefused: (reason: string) =>
      `Esta cópia não pode ser restaurada: ${reason}. Nada foi escrito na pasta de dados.`,
    restoreIsMount: (dir: string) =>
      `A pasta de dados ${dir} é um disco montado: a restauração escreve ao lado dela e a move para o lugar no fim, o que não atravessa discos. Use uma subpasta dele (por exemplo DATA_DIR=${dir}/dados) e rode de novo.`,
    restoreDiskFailed: (reason: string) =>
      `A restauração parou por um erro ao gravar no disco (${reason}). A cópia pode estar boa: nada foi escrito na pasta de dados. Verifique o espaço e as permissões da pasta e rode de novo.`,
    restoreMissing: (file: string) => `Arquivo não encontrado: ${file}`,
    restoring: (file: string, dir: string) => `Restaurando ${file} em ${dir}...`,
    restored: (dir: string, media: number) =>
      `Pronto: dados restaurados em ${dir} (${media} arquivos de mídia). Inicie o servidor com DATA_DIR=${dir}.`,
  },
} as const;
