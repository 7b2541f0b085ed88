/** Sentences the product shows in more than one place, written once and referred to by each. */
export const REPEATED = {
  networkDescription: 'Não foi possível conectar ao servidor.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  passwordPlaceholder: 'Mínimo de 8 caracteres',
  forgotPassword: 'Esqueceu sua senha?',
  emailTaken: 'Este email já está cadastrado.',
} as const;
