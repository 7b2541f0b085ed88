import { FORGOT_PASSWORD_DELAY_MS } from '@conecta/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderRoute } from '@/test/render-route';

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ForgotPasswordPage', () => {
  it('validates, waits 2 s without calling the server, then shows the sent view', () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/forgot-password');

    submit();
    expect(screen.getByText('Campo obrigatório')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@' } });
    submit();
    expect(screen.getByText('E-mail inválido')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@clinica.com' } });
    submit();
    expect(screen.getByRole('button', { name: 'Enviando...' })).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(FORGOT_PASSWORD_DELAY_MS));

    expect(screen.getByRole('heading', { name: 'E-mail enviado!' })).toBeTruthy();
    expect(screen.getByText(/O link expira em 24 horas\./)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Tentar outro e-mail' }));
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao login' })).toBeTruthy();
  });
});
