import type { BackendColumn } from '@conecta/contract';

/**
 * Each column's own colour: a gradient for the header, dark enough for white
 * text (contrast above 4.5:1 at both ends), and a tint for the drop area while a card hovers it.
 */
export const COLUMN_THEME: Record<BackendColumn, { header: string; tint: string }> = {
  vip: { header: 'from-amber-700 to-orange-700', tint: 'bg-amber-50' },
  humanized: { header: 'from-violet-600 to-purple-700', tint: 'bg-violet-50' },
  inbox: { header: 'from-sky-700 to-blue-700', tint: 'bg-sky-50' },
  followup: { header: 'from-rose-600 to-red-700', tint: 'bg-rose-50' },
  task: { header: 'from-indigo-600 to-indigo-800', tint: 'bg-indigo-50' },
  hot_lead: { header: 'from-pink-700 to-fuchsia-700', tint: 'bg-pink-50' },
  cold_lead: { header: 'from-teal-700 to-cyan-800', tint: 'bg-teal-50' },
};
