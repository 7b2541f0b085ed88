/**
 * The e-mails the server sends, sentence by sentence (the server's mail templates lay them out).
 * None is shown by the specification. In the HTML forms, names and addresses arrive escaped.
 */
export const MAIL_MSG = {
  mail: {
    brand: 'Conecta Clínica',
    footer: 'Se você não fez esta solicitação, ignore este e-mail.',
    codeValid: (minutes: number) => `O código vale por ${minutes} minutos.`,
    signupCode: {
      subject: (code: string) => `Seu código de confirmação: ${code}`,
      text: (name: string, code: string, minutes: number) =>
        `Olá, ${name}!\n\nSeu código de confirmação do Conecta Clínica é ${code}.\nEle vale por ${minutes} minutos.\n\nSe você não criou esta conta, ignore este e-mail.`,
      title: 'Confirme seu e-mail',
      lead: (name: string) => `Olá, ${name}! Use o código abaixo para confirmar sua conta.`,
    },
    emailChangeCode: {
      subject: (code: string) => `Código para confirmar seu novo e-mail: ${code}`,
      text: (name: string, code: string, minutes: number) =>
        `Olá, ${name}!\n\nSeu código para trocar o e-mail da conta do Conecta Clínica para este endereço é ${code}.\nEle vale por ${minutes} minutos.\n\nSe você não pediu esta troca, ignore este e-mail.`,
      title: 'Confirme seu novo e-mail',
      lead: (name: string) =>
        `Olá, ${name}! Use o código abaixo para passar a entrar com este e-mail.`,
    },
    passwordChangeCode: {
      subject: (code: string) => `Código para trocar sua senha: ${code}`,
      text: (name: string, code: string, minutes: number) =>
        `Olá, ${name}!\n\nSeu código para trocar a senha do Conecta Clínica é ${code}.\nEle vale por ${minutes} minutos.\n\nSe você não pediu esta troca, ignore este e-mail e considere trocar sua senha.`,
      title: 'Troca de senha',
      lead: (name: string) => `Olá, ${name}! Use o código abaixo para confirmar sua nova senha.`,
    },
    passwordReset: {
      subject: 'Redefinir sua senha do Conecta Clínica',
      text: (name: string, link: string, hours: number) =>
        `Olá, ${name}!\n\nPara criar uma nova senha, abra o link abaixo:\n${link}\n\nO link vale por ${hours} horas e pode ser usado uma única vez.\n\nSe você não pediu para redefinir a senha, ignore este e-mail: a senha atual continua valendo.`,
      title: 'Redefinir sua senha',
      lead: (name: string) => `Olá, ${name}! Clique no botão abaixo para criar uma nova senha.`,
      button: 'Criar nova senha',
      copyLink: (link: string) => `Ou copie este endereço no navegador: ${link}`,
      linkValid: (hours: number) =>
        `O link vale por ${hours} horas e pode ser usado uma única vez.`,
    },
    emailChanged: {
      subject: 'O e-mail da sua conta foi alterado',
      text: (name: string, newEmail: string) =>
        `Olá, ${name}!\n\nO e-mail da sua conta do Conecta Clínica foi alterado para ${newEmail}. A partir de agora, entre com o novo e-mail.\n\nSe não foi você, fale com o administrador da clínica imediatamente.`,
      title: 'E-mail alterado',
      lead: (name: string, newEmail: string) =>
        `Olá, ${name}! O e-mail da sua conta foi alterado para ${newEmail}. Se não foi você, fale com o administrador da clínica imediatamente.`,
    },
    passwordChanged: {
      subject: 'Sua senha foi alterada',
      text: (name: string) =>
        `Olá, ${name}!\n\nA senha da sua conta do Conecta Clínica foi alterada e as outras sessões abertas foram encerradas.\n\nSe não foi você, use "Esqueceu sua senha?" na tela de login para criar uma nova e fale com o administrador da clínica.`,
      title: 'Senha alterada',
      lead: (name: string) =>
        `Olá, ${name}! A senha da sua conta foi alterada e as outras sessões abertas foram encerradas. Se não foi você, use "Esqueceu sua senha?" na tela de login e fale com o administrador da clínica.`,
    },
  },
} as const;
