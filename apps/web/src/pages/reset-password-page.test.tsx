import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

const TOKEN = 'Qm9hLXNlbmhhLXBhcmEtYS1jbGluaWNhLXRlc3RlLTE';
const DEAD = {
  success: false,
  code: 'INVALID_RESET_TOKEN',
  message: 'Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo.',
};

function fill(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('Nova senha'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirmar nova senha'), {
    target: { value: confirmation },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
}

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  it('checks the two passwords, sends the token and goes to /login', async () => {
    const api = fakeApi({
      'POST /auth/reset-password': [200, { success: true, message: 'Senha redefinida!' }],
    });
    const { router } = renderRoute(`/reset-password?token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Criar nova senha' })).toBeTruthy();

    fill('', '');
    expect(screen.getByText('Senha não pode ser vazia')).toBeTruthy();
    fill('senha-nova-1', 'senha-nova-2');
    expect(screen.getByText('As senhas não coincidem')).toBeTruthy();
    expect(api.calls('POST /auth/reset-password')).toBe(0);

    fill('senha-nova-1', 'senha-nova-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Senha redefinida!')).toBeTruthy();
    const [, init] = api.fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN, password: 'senha-nova-1' });
  });

  it('a used or expired link says so and offers a new one', async () => {
    fakeApi({ 'POST /auth/reset-password': [400, DEAD] });
    renderRoute(`/reset-password?token=${TOKEN}`);
    fill('senha-nova-1', 'senha-nova-1');
    expect(await screen.findByRole('heading', { name: 'Link inválido ou expirado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir novo link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('a link without a token goes straight to that view, with no call', () => {
    const api = fakeApi({});
    renderRoute('/reset-password');
    expect(screen.getByRole('heading', { name: 'Link inválido ou expirado' })).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
