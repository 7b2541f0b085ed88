import { describe, expect, it } from 'vitest';

import { makeChat } from '@/test/chat-fixture';

import { chatsToCsv, csvField, CSV_BOM, exportFileName } from './board-csv';

const tag = (name: string) => ({ id: name, name, color: '#10B981' });

describe('CSV export', () => {
  it('quotes fields with commas, quotes, line breaks or semicolons and doubles inner quotes', () => {
    expect(csvField('Maria Souza')).toBe('Maria Souza');
    expect(csvField('Souza, Maria')).toBe('"Souza, Maria"');
    expect(csvField('Maria "Mari" Souza')).toBe('"Maria ""Mari"" Souza"');
    expect(csvField('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvField('linha 1\r\nlinha 2')).toBe('"linha 1\r\nlinha 2"');
    expect(csvField('Retorno;VIP')).toBe('"Retorno;VIP"');
    expect(csvField('')).toBe('');
  });

  it('never lets a field run as a spreadsheet formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+5511')).toBe("'+5511");
    expect(csvField('@sum')).toBe("'@sum");
  });

  it("never prints a username user's BSUID as the phone: the '@username' or the name", () => {
    const csv = chatsToCsv([
      makeChat({
        name: 'Ana Souza',
        phone: 'BR.1502576394655843',
        username: 'ana.souza',
        tags: [],
      }),
      makeChat({ name: 'Bruno Lima', phone: 'BR.2602576394655848', tags: [] }),
    ]);
    expect(csv).not.toContain('BR.');
    // A cell starting with '@' is guarded like any formula (csvField): the apostrophe is shown.
    expect(csv.slice(1).split('\r\n').slice(1, 3)).toEqual([
      "Ana Souza;'@ana.souza;",
      'Bruno Lima;Bruno Lima;',
    ]);
  });

  it("starts with the BOM and the header Nome;Telefone;Etiquetas, split on ';' (pt-BR)", () => {
    const csv = chatsToCsv([
      makeChat({ name: 'Conceição', phone: '5511987654321', tags: [tag('Retorno'), tag('VIP')] }),
      makeChat({ name: null, phone: '5521912345678', tags: [] }),
      makeChat({ name: 'Souza, "Mari"', phone: '5531933334444', tags: [tag('Pós-op')] }),
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(CSV_BOM).toBe('\uFEFF');
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Nome;Telefone;Etiquetas',
      'Conceição;5511987654321;"Retorno;VIP"',
      ';5521912345678;',
      '"Souza, ""Mari""";5531933334444;Pós-op',
      '',
    ]);
  });

  it('guards every tag, since a pt-BR spreadsheet splits the tags cell on ;', () => {
    const csv = chatsToCsv([
      makeChat({
        name: 'Ana',
        phone: '5511987654321',
        tags: [tag('vip'), tag('=1+1'), tag('-2'), tag('retorno')],
      }),
    ]);
    const row = csv.slice(1).split('\r\n')[1]!;
    expect(row).toBe(`Ana;5511987654321;"vip;'=1+1;'-2;retorno"`);
    // Split even inside the quotes: no piece starts with a formula character.
    const cells = row.replace(/"/g, '').split(/[,;]/);
    expect(cells.filter((c) => /^[=+\-@]/.test(c))).toEqual([]);
  });

  it('exports only the header for no chats', () => {
    expect(chatsToCsv([])).toBe(`${CSV_BOM}Nome;Telefone;Etiquetas\r\n`);
  });

  it('names the file chats_export_<local timestamp>.csv', () => {
    expect(exportFileName(new Date(2026, 10, 23, 14, 5, 9))).toBe(
      'chats_export_2026-11-23T14-05-09.csv',
    );
    expect(exportFileName(new Date(2027, 0, 2, 3, 4, 5))).toBe(
      'chats_export_2027-01-02T03-04-05.csv',
    );
  });
});
