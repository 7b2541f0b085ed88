import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

const ACCEPTED = {
  success: true,
  message: 'Se existir uma conta com este e-mail, enviaremos um link para redefinir a senha.',
};

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));
}

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('ForgotPasswordPage', () => {
  it('validates, sends the request, then shows the sent view with its two actions', async () => {
    const api = fakeApi({ 'POST /auth/forgot-password': [200, ACCEPTED] });
    renderRoute('/forgot-password');

    submit();
    expect(screen.getByText('Campo obrigatório')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@' } });
    submit();
    expect(screen.getByText('E-mail inválido')).toBeTruthy();
    expect(api.calls('POST /auth/forgot-password')).toBe(0);

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' Ana@Clinica.com ' } });
    submit();
    expect(screen.getByRole('button', { name: 'Enviando...' })).toHaveProperty('disabled', true);

    expect(await screen.findByRole('heading', { name: 'E-mail enviado!' })).toBeTruthy();
    expect(screen.getByText(/O link expira em 24 horas\./)).toBeTruthy();
    const [, init] = api.fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@clinica.com' });

    fireEvent.click(screen.getByRole('button', { name: 'Tentar outro e-mail' }));
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao login' })).toBeTruthy();
  });

  it('stays on the form with the reason when the server refuses or cannot be reached', async () => {
    fakeApi({
      'POST /auth/forgot-password': (n) =>
        n === 1
          ? [
              429,
              {
                success: false,
                code: 'RATE_LIMITED',
                message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
              },
            ]
          : 'network',
    });
    renderRoute('/forgot-password');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@clinica.com' } });
    submit();
    expect(await screen.findByText('Erro ao enviar e-mail')).toBeTruthy();
    expect(
      screen.getByText('Muitas tentativas. Aguarde alguns minutos e tente novamente.'),
    ).toBeTruthy();
    submit();
    expect(await screen.findByText('Erro de conexão')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'E-mail enviado!' })).toBeNull();
  });
});
