import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { clearToasts } from '@/components/ui/use-toast';
import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeApi } from '@/test/fake-api';

import { ConnectDialog } from './connect-dialog';

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const QR_PATH = 'GET /dashboard/zapi/qr-code';
const qrAnswer = { success: true, connected: false, qrCode: QR, message: 'QR Code gerado' };

function renderDialog() {
  const onClose = vi.fn();
  const onConnected = vi.fn();
  render(
    <AppProviders>
      <ConnectDialog open onClose={onClose} onConnected={onConnected} />
    </AppProviders>,
  );
  return { onClose, onConnected };
}

afterEach(() => {
  act(() => clearToasts());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ConnectDialog', () => {
  it('without a token shows the error state and asks nothing of the server', () => {
    const { fetchMock } = fakeApi({});
    const { onClose } = renderDialog();

    const dialog = screen.getByRole('dialog', { name: 'Erro na Conexão' });
    expect(within(dialog).getByText('Token de autenticação não encontrado')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Tentar Novamente' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the spinner, then the QR code and how to scan it', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    fakeApi({ [QR_PATH]: [200, qrAnswer] });
    renderDialog();

    const dialog = screen.getByRole('dialog', { name: 'Conectar WhatsApp Business' });
    expect(within(dialog).getByText('Escaneie o código QR com seu WhatsApp')).toBeTruthy();
    expect(within(dialog).getByText('Gerando QR Code...')).toBeTruthy();

    const image = await within(dialog).findByRole('img', { name: 'QR Code do WhatsApp' });
    expect(image.getAttribute('src')).toBe(QR);
    expect(within(dialog).getByText('Abra o WhatsApp no seu celular')).toBeTruthy();
    expect(
      within(dialog).getByText('Toque em Mais opções → Aparelhos conectados → Conectar aparelho'),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/Tentativa/)).toBeNull();
  });

  it('no QR code: the server reason, retry fetches again and shows the code', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    const reason =
      'Nenhuma instância do WhatsApp configurada para sua conta. Fale com o administrador.';
    const { calls } = fakeApi({
      [QR_PATH]: (n) =>
        n === 1
          ? [200, { success: false, connected: false, qrCode: null, message: reason }]
          : [200, qrAnswer],
    });
    renderDialog();

    const dialog = await screen.findByRole('dialog', { name: 'Erro na Conexão' });
    expect(within(dialog).getByText(reason)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tentar Novamente' }));

    expect(await screen.findByRole('img', { name: 'QR Code do WhatsApp' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Conectar WhatsApp Business' })).toBeTruthy();
    expect(calls(QR_PATH)).toBe(2);
  });

  it('an empty message falls back to Erro ao gerar QR Code', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    fakeApi({ [QR_PATH]: [200, { success: false, connected: false, qrCode: null, message: '' }] });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Erro na Conexão' });
    expect(within(dialog).getByText('Erro ao gerar QR Code')).toBeTruthy();
  });

  it('no answer at all: Erro de conexão com o servidor, with retry', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    fakeApi({ [QR_PATH]: 'network' });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Erro na Conexão' });
    expect(within(dialog).getByText('Erro de conexão com o servidor')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Tentar Novamente' })).toBeTruthy();
  });

  it('an HTTP error shows the message the server sent', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    const message = 'Falha ao falar com o provedor do WhatsApp.';
    fakeApi({ [QR_PATH]: [502, { success: false, message, code: 'PROVIDER_ERROR' }] });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Erro na Conexão' });
    expect(within(dialog).getByText(message)).toBeTruthy();
  });

  it('Escape closes it while waiting for a scan', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    fakeApi({ [QR_PATH]: [200, qrAnswer] });
    const { onClose } = renderDialog();
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByRole('img');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
