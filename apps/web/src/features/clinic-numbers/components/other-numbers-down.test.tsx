import type { ClinicNumber } from '@conecta/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { makeClinicNumber } from '@/test/chat-fixture';
import { fakeApi } from '@/test/fake-api';

import { OtherNumbersDown } from './other-numbers-down';

const number = (over: Partial<ClinicNumber>) => makeClinicNumber({ main: true, ...over });

function renderWith(numbers: ClinicNumber[], renderDetail?: (n: ClinicNumber) => string) {
  const api = fakeApi({ 'GET /dashboard/numbers': [200, { success: true, numbers }] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <OtherNumbersDown renderDetail={renderDetail} />
    </AppProviders>,
  );
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('OtherNumbersDown', () => {
  it("names the clinic's other numbers that are down, and says what it means", async () => {
    const api = renderWith([
      number({ id: 'main', connected: false }),
      number({ id: 'n2', label: 'Financeiro', connected: false, main: false }),
      number({ id: 'n3', label: 'Unidade Centro', connected: true, main: false }),
    ]);
    expect((await screen.findByRole('status')).textContent).toBe(
      'O número Financeiro está desconectado: as conversas dele continuam aqui, mas nenhuma mensagem sai por ele até que seja conectado de novo no painel do provedor.',
    );
    expect(api.calls('GET /dashboard/numbers')).toBe(1);
  });

  it('lists several numbers down in one line, and an unnamed one by its phone', async () => {
    renderWith([
      number({ id: 'main' }),
      number({ id: 'n2', label: 'Financeiro', connected: false, main: false }),
      number({ id: 'n3', phone: '5511955550003', connected: false, main: false }),
    ]);
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^Os números Financeiro e \+55 \(11\) 95555-0003 estão desconectados/,
    );
  });

  it('keeps its text and adds what the page gives for each number down, under it', async () => {
    renderWith(
      [
        number({ id: 'main', connected: false }),
        number({ id: 'n2', label: 'Financeiro', connected: false, main: false }),
        number({ id: 'n3', label: 'Centro', main: false }),
        number({ id: 'n4', label: 'Unidade Sul', connected: false, main: false }),
      ],
      (n) => `detalhe de ${n.id}`,
    );
    const line = await screen.findByRole('status');
    expect(line.querySelector('p')?.textContent).toMatch(
      /^Os números Financeiro e Unidade Sul estão desconectados: /,
    );
    expect([...line.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'detalhe de n2',
      'detalhe de n4',
    ]);
  });

  it('shows nothing when only the main number is down (its own banner says it) or all are up', async () => {
    const api = renderWith([
      number({ id: 'main', connected: false }),
      number({ id: 'n2', main: false }),
    ]);
    await vi.waitFor(() => expect(api.calls('GET /dashboard/numbers')).toBe(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
