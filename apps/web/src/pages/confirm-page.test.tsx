import { MSG } from '@conecta/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearToasts } from '@/components/ui/use-toast';
import { renderRoute, stubFetch } from '@/test/render-route';

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ConfirmPage', () => {
  it('uses the e-mail from /signup and waits a minute before a resend', async () => {
    // The clock held where it is: '60s' is read a moment after the code was sent, and a busy
    // machine must not make that moment a second long ('59s').
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const config = { demoMode: true, mailToLog: true };
    vi.stubGlobal('fetch', vi.fn(stubFetch({ 'GET /api/public-config': [200, config] })));
    renderRoute({
      pathname: '/confirm',
      state: { email: 'ana@clinica.com', codeSentAt: Date.now() },
    });

    expect(screen.getByText(MSG.confirm.subtitle('ana@clinica.com'))).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    const code = screen.getByLabelText('Código de confirmação');
    expect(code.getAttribute('maxlength')).toBe('6');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    const resend = screen.getByRole('button', { name: /Reenviar código em 60s/ });
    expect(resend).toHaveProperty('disabled', true);
    expect(await screen.findByText(MSG.confirm.demoMailNote)).toBeTruthy();
  });

  it('asks for the e-mail when it came without one, and requires the code', () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch({})));
    renderRoute('/confirm');

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@clinica.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));

    expect(screen.getByText('Código obrigatório')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
