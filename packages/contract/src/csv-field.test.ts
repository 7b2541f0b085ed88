import { describe, expect, it } from 'vitest';

import { CSV_BOM, csvDate, csvDateTime, csvField, csvRow, toCsv } from './csv-field.ts';

describe('CSV for a Brazilian spreadsheet', () => {
  it("separates fields with ';', quoting a field that holds ';', '\"' or a line break", () => {
    expect(csvRow(['Maria', 'Retorno;VIP', 'Ela disse "oi"', 'linha 1\nlinha 2', 'a, b'])).toBe(
      'Maria;"Retorno;VIP";"Ela disse ""oi""";"linha 1\nlinha 2";"a, b"',
    );
    expect(csvField('linha 1\r\nlinha 2')).toBe('"linha 1\r\nlinha 2"');
    expect(csvField('')).toBe('');
  });

  it('keeps a field from running as a formula', () => {
    expect(csvRow(['=1+1', '+55 11', '-2', '@x', 'ok'])).toBe("'=1+1;'+55 11;'-2;'@x;ok");
    expect(csvField('=HYPERLINK("x";"y")')).toBe('"\'=HYPERLINK(""x"";""y"")"');
  });

  it('starts with the BOM and ends every line, the last too, with CRLF', () => {
    expect(
      toCsv(
        ['Nome', 'Telefone'],
        [
          ['Conceição', '5511'],
          ['', '5521'],
        ],
      ),
    ).toBe(`${CSV_BOM}Nome;Telefone\r\nConceição;5511\r\n;5521\r\n`);
    expect(toCsv(['Nome'], [])).toBe(`${CSV_BOM}Nome\r\n`);
  });

  it("writes an instant in the clinic's zone as dd/MM/aaaa HH:mm, never in UTC", () => {
    // 23:30 in São Paulo is already the next day in UTC.
    const lateEvening = new Date('2026-11-28T02:30:00Z');
    expect(csvDateTime(lateEvening, 'America/Sao_Paulo')).toBe('27/11/2026 23:30');
    expect(csvDateTime(lateEvening, 'America/Manaus')).toBe('27/11/2026 22:30');
    expect(csvDateTime(lateEvening, 'UTC')).toBe('28/11/2026 02:30');
    expect(csvDate('2026-03-05T09:00')).toBe('05/03/2026');
  });
});
