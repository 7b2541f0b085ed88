import { DEFAULT_TIME_ZONE, MSG, type WebInstance } from '@conecta/contract';

/** The one phone format of the app, shared with the board and the chat window. */
export { formatPhone } from '@conecta/contract';

const DATE = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: DEFAULT_TIME_ZONE,
});

/** An ISO instant as dd/MM/yyyy in the clinic's time zone; '' when absent or unreadable. */
export function formatDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

const DATE_INPUT = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: DEFAULT_TIME_ZONE,
});

/** An instant as the yyyy-mm-dd a date input holds (clinic time zone); '' when absent. */
export function toDateInput(value: string | Date | null): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DATE_INPUT.format(date);
}

/** Today as yyyy-mm-dd in the clinic time zone (the earliest expiry a form accepts). */
export function todayInput(): string {
  return toDateInput(new Date());
}

/**
 * What names an instance in the list: Z-API's instance id and token, or the Cloud API's phone
 * number id and access token (masked either way), and its provider's name.
 */
export function instanceIdentity(instance: WebInstance) {
  const cloud = instance.cloudApi;
  return {
    id: cloud ? cloud.phoneNumberId : instance.suaInstancia,
    maskedToken: cloud ? cloud.accessToken : instance.seuToken,
    provider: MSG.adminPage.form.providerOptions[instance.provider],
  };
}

/**
 * The line under an instance's phone: its name ('Nome do número') and, for a clinic with more
 * than one number, whether it is the main one (the others' chats are keyed apart, and the QR code
 * of the connection screen is the main one's). '' for a clinic's only number without a name.
 */
export function numberLine(instance: WebInstance, all: readonly WebInstance[]): string {
  const shared = all.some((other) => other.id !== instance.id && other.userId === instance.userId);
  const role = !instance.mainNumber
    ? MSG.adminPage.extraNumber
    : shared
      ? MSG.adminPage.mainNumber
      : null;
  return [instance.label, role].filter(Boolean).join(' · ');
}
