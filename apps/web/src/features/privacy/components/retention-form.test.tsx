import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { RetentionForm } from './retention-form';

beforeEach(() => {
  stubResizeObserver();
  // jsdom lays nothing out and has no scrollIntoView, which the Radix list calls when it opens.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('RetentionForm', () => {
  it('is off until chosen, says what a value would erase, and saves it', async () => {
    const { fetchMock, calls } = fakeApi({
      'GET /dashboard/settings/retention': [200, { success: true, months: null }],
      'GET /dashboard/settings/retention/preview': [200, { success: true, count: 3 }],
      'PUT /dashboard/settings/retention': [
        200,
        { success: true, months: 12, message: 'Retenção salva' },
      ],
    });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RetentionForm userId="u1" />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apagar conversas sem atividade' }));
    const trigger = await screen.findByRole('combobox', {
      name: 'Apagar conversas sem atividade há',
    });
    expect(trigger.textContent).toBe('Nunca (desligado)');
    expect(calls('GET /dashboard/settings/retention/preview')).toBe(0);
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: '12 meses' }));
    expect(
      await screen.findByText('Com este valor, 3 conversas seriam apagadas agora.'),
    ).toBeTruthy();
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).includes('preview'))![0])).toContain(
      'months=12',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls('PUT /dashboard/settings/retention')).toBe(1));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ months: 12 });
    expect(await screen.findByText('Retenção salva')).toBeTruthy();
  });
});
