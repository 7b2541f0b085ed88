import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { DATE_YEAR_MAX, DATE_YEAR_MIN } from '../constants.ts';
import { MSG } from '../messages.ts';
import { REPORT_MSG } from '../messages/reports.ts';
import { zCreateInstanceRequest } from './admin.ts';
import { zAppointmentRequest, zAppointmentsDayQuery } from './appointments.ts';
import { zOpeningHours } from './opening-hours.ts';
import { zPageCursor } from './page-cursor.ts';
import { zAccessLogQuery } from './privacy.ts';
import { zReportQuery } from './reports.ts';
import { zTaskRequest } from './tasks.ts';
import { zAuditQuery } from './team.ts';

/**
 * Issue 47: every day, date-time or instant a person types into the API is in the years
 * DATE_YEAR_MIN to DATE_YEAR_MAX (9999-12-31 froze a report and answered 500 elsewhere), and a
 * far one says which years are taken.
 */
const YEARS = MSG.validation.yearOutOfRange;
const LAST = `${DATE_YEAR_MAX}-12-31`;
const FIRST = `${DATE_YEAR_MIN}-01-01`;

/** The first message a refusal shows (the server's answer's `message`), or null when taken. */
function refusal(schema: z.ZodType, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]!.message;
}

describe('far dates in the contract', () => {
  it('says which years are taken', () => {
    expect(YEARS).toBe('Data fora do intervalo aceito: use um ano entre 1900 e 9998.');
  });

  it("refuses a report's custom days outside the years, and a period longer than 366 days", () => {
    const q = (from: string, to: string) => ({ period: 'custom', from, to });
    expect(refusal(zReportQuery, q('9999-12-31', '9999-12-31'))).toBe(YEARS);
    expect(refusal(zReportQuery, q('2025-01-01', '9999-01-01'))).toBe(YEARS);
    expect(refusal(zReportQuery, q('1899-12-31', '1900-01-01'))).toBe(YEARS);
    expect(refusal(zReportQuery, q('0000-01-01', '0000-01-02'))).toBe(YEARS);
    expect(refusal(zReportQuery, q('+10000-01-01', '2025-01-01'))).toBe(REPORT_MSG.customDates);
    expect(refusal(zReportQuery, q('2025-02-30', '2025-03-01'))).toBe(REPORT_MSG.customDates);
    expect(refusal(zReportQuery, q('2025-01-01', LAST))).toBe(REPORT_MSG.customTooLong);
    expect(refusal(zReportQuery, q('2024-01-01', '2025-01-01'))).toBe(REPORT_MSG.customTooLong);
    expect(refusal(zReportQuery, q('2024-01-01', '2024-12-31'))).toBeNull();
    expect(refusal(zReportQuery, q(LAST, LAST))).toBeNull();
    expect(refusal(zReportQuery, q(FIRST, FIRST))).toBeNull();
    // Missing or reversed days are the service's to refuse, with REPORT_MSG.customDates.
    expect(refusal(zReportQuery, { period: 'custom' })).toBeNull();
    expect(refusal(zReportQuery, q('2025-02-02', '2025-02-01'))).toBeNull();
    expect(refusal(zReportQuery, { period: '30d' })).toBeNull();
  });

  it("refuses the access log's and the agenda's days outside the years", () => {
    expect(refusal(zAccessLogQuery, { to: '9999-12-31' })).toBe(YEARS);
    expect(refusal(zAccessLogQuery, { from: '1899-12-31' })).toBe(YEARS);
    expect(refusal(zAccessLogQuery, { from: FIRST, to: LAST })).toBeNull();
    expect(refusal(zAccessLogQuery, { to: '9999-13-01' })).toBe(MSG.privacy.periodDayInvalid);
    expect(refusal(zAppointmentsDayQuery, { date: '9999-12-31' })).toBe(YEARS);
    expect(refusal(zAppointmentsDayQuery, { date: '0001-01-01' })).toBe(YEARS);
    expect(refusal(zAppointmentsDayQuery, { date: LAST })).toBeNull();
    expect(refusal(zAppointmentsDayQuery, { date: '10000-01-01' })).toBe(
      MSG.appointmentRules.dayInvalid,
    );
  });

  it("refuses an appointment's or a task's time outside the years", () => {
    const appointment = { chatId: '5511900000001', professional: 'Dra. Ana' };
    const at = (startsAt: string) => refusal(zAppointmentRequest, { ...appointment, startsAt });
    expect(at('9999-12-31T23:00')).toBe(YEARS);
    expect(at('1899-12-31T23:00')).toBe(YEARS);
    expect(at(`${LAST}T23:59`)).toBeNull();
    expect(at('9999-12-31 23:00')).toBe(MSG.appointmentRules.dateInvalid);
    const task = { chatId: '5511900000001', message: 'Retorno' };
    const when = (scheduledDate: string) => refusal(zTaskRequest, { ...task, scheduledDate });
    expect(when('9999-12-31T23:00')).toBe(YEARS);
    expect(when(' 0050-01-01T10:00 ')).toBe(YEARS);
    expect(when(`${LAST}T23:59:59`)).toBeNull();
  });

  it('refuses a closed date outside the years (an every-year one has none)', () => {
    const hours = (closedDates: string[]) => ({
      enabled: true,
      timeZone: 'America/Sao_Paulo',
      days: [[], [{ start: '08:00', end: '18:00' }], [], [], [], [], []],
      closedDates,
    });
    expect(refusal(zOpeningHours, hours(['12-25', '9999-12-31']))).toBe(YEARS);
    expect(refusal(zOpeningHours, hours(['0001-01-01']))).toBe(YEARS);
    expect(refusal(zOpeningHours, hours(['12-25', '02-29', LAST, FIRST]))).toBeNull();
  });

  it("refuses a log page's cursor or an instance's expiry in the year 10000", () => {
    const id = 'a0000000-0000-4000-8000-000000000001';
    const cursor = zPageCursor('Página inválida.');
    expect(refusal(cursor, `9999-12-31T23:59:59-12:00~${id}`)).toBe(YEARS);
    expect(refusal(cursor, '0000-01-01T00:00:00Z')).toBe(YEARS);
    expect(refusal(cursor, `${LAST}T23:59:59-12:00~${id}`)).toBeNull();
    expect(refusal(zAuditQuery, { before: '9999-12-31T23:59:59-12:00' })).toBe(YEARS);
    expect(refusal(zAccessLogQuery, { before: '0000-01-01T00:00:00Z' })).toBe(YEARS);

    const instance = (expiraEm: string) => ({
      userId: id,
      seuToken: 'TOKEN',
      suaInstancia: 'INST',
      connectedPhone: '5511999990000',
      expiraEm,
    });
    expect(refusal(zCreateInstanceRequest, instance('9999-12-31'))).toBe(YEARS);
    expect(refusal(zCreateInstanceRequest, instance('+275760-09-13T00:00:00Z'))).toBe(YEARS);
    expect(refusal(zCreateInstanceRequest, instance(LAST))).toBeNull();
  });
});
