import type { Random } from './create-random.ts';
import { DOCTORS, EXAMS, LAB_EXAMS, PLANS, TIMES, WEEKDAYS } from './demo-names.ts';

export interface TemplateVars {
  /** null for a contact without a name: ", {first}" then disappears from the line. */
  first: string | null;
  doctor: string;
  exam: string;
  /** A blood test: what the fasting questions are about. */
  labExam: string;
  plan: string;
  day: string;
  time: string;
  time2: string;
}

export function createTemplateVars(random: Random, first: string | null): TemplateVars {
  const time = random.pick(TIMES);
  let time2 = random.pick(TIMES);
  if (time2 === time) time2 = TIMES[(TIMES.indexOf(time) + 3) % TIMES.length] ?? time;
  return {
    first,
    doctor: random.pick(DOCTORS),
    exam: random.pick(EXAMS),
    labExam: random.pick(LAB_EXAMS),
    plan: random.pick(PLANS),
    day: random.pick(WEEKDAYS),
    time,
    time2,
  };
}

export function fillTemplate(text: string, vars: TemplateVars): string {
  const withoutName = vars.first === null ? text.replace(/,? \{first\}/g, '') : text;
  const filled = withoutName.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = (vars as unknown as Record<string, string | null>)[key];
    return typeof value === 'string' ? value : whole;
  });
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}
