import { FEMALE_FIRST_NAMES } from './demo-names.ts';

const FEMALE = new Set<string>(FEMALE_FIRST_NAMES);

/** Hour of the day in Brasília time (UTC-3, no daylight saving since 2019). */
export function brasiliaHour(at: number): number {
  return Math.floor(at / 3_600_000 - 3 + 24 * 1000) % 24;
}

function greeting(at: number): string {
  const hour = brasiliaHour(at);
  if (hour >= 5 && hour < 12) return 'Bom dia';
  if (hour >= 12 && hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

/**
 * Makes a scripted line fit its moment and speaker: "Bom dia" / "Boa tarde" / "Boa noite" by
 * the hour it was sent, and a patient's "obrigado" / "obrigada" by the patient's first name.
 */
export function fitLine(text: string, at: number, patientFirstName?: string | null): string {
  let fitted = text.replace(/\b(bom dia|boa tarde|boa noite)\b/gi, (found) => {
    const right = greeting(at);
    return found.charAt(0) === found.charAt(0).toUpperCase() ? right : right.toLowerCase();
  });
  if (patientFirstName !== undefined) {
    const ending = patientFirstName && FEMALE.has(patientFirstName) ? 'a' : 'o';
    fitted = fitted.replace(/\b([Oo]brigad)[oa]\b/g, `$1${ending}`);
  }
  return fitted;
}
