import { MSG } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { DashboardStepError } from '@/features/session';
import { ApiError, NetworkError } from '@/lib/http';

import {
  describeConfirmError,
  describeLoginError,
  describeSignupError,
} from './describe-auth-error';

const api = (status: number, message = 'texto do servidor') =>
  new ApiError(status, 'UNKNOWN', message);

describe('describeLoginError', () => {
  it('follows the spec catalogue', () => {
    expect(describeLoginError(api(404)).title).toBe('Usuário não cadastrado');
    expect(describeLoginError(api(401)).title).toBe('Senha incorreta');
    expect(describeLoginError(api(500))).toMatchObject({
      title: 'Erro ao fazer login',
      description: 'Ocorreu um erro inesperado. Tente novamente.',
    });
    expect(describeLoginError(api(429, 'Aguarde.')).description).toBe('Aguarde.');
    expect(describeLoginError(new NetworkError()).description).toBe(MSG.login.networkDescription);
  });

  it('maps the dashboard step separately', () => {
    expect(describeLoginError(new DashboardStepError(api(401))).title).toBe('Token inválido');
    expect(describeLoginError(new DashboardStepError(api(403))).title).toBe('Acesso negado');
    expect(describeLoginError(new DashboardStepError(api(500))).title).toBe(
      'Erro ao carregar dashboard',
    );
  });

  it('is always destructive', () => {
    expect(describeLoginError(api(404)).variant).toBe('destructive');
  });
});

describe('describeSignupError', () => {
  it('uses the server text for 400 and 429, the spec text otherwise', () => {
    expect(describeSignupError(api(400, 'Nome inválido.')).description).toBe('Nome inválido.');
    expect(describeSignupError(api(409)).description).toBe('Este email já está cadastrado.');
    expect(describeSignupError(new NetworkError()).title).toBe('Erro no cadastro');
  });
});

describe('describeConfirmError', () => {
  it('says the code is invalid', () => {
    expect(describeConfirmError(api(400))).toMatchObject({
      title: 'Código inválido',
      description: 'O código inserido está incorreto ou expirou.',
    });
    expect(describeConfirmError(new NetworkError()).description).toBe(
      'Não foi possível conectar ao servidor.',
    );
  });
});
