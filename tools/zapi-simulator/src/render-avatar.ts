import { createHash } from 'node:crypto';

const COLORS = [
  '#00a884',
  '#128c7e',
  '#0f7cc4',
  '#7f66ff',
  '#d9534f',
  '#e8913a',
  '#c2527a',
  '#5b8a3c',
  '#8e6cc0',
  '#2f9e9e',
] as const;

const TITLES = new Set(['dr.', 'dra.', 'sr.', 'sra.', '–', '-', 'e']);

function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word && !TITLES.has(word.toLowerCase()) && /\p{L}/u.test(word));
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A round avatar with the contact's initials (or a silhouette) on a colour picked by `key`. */
export function renderAvatarSvg(name: string | null, key: string): string {
  const hash = createHash('sha1').update(key).digest();
  const color = COLORS[(hash[0] ?? 0) % COLORS.length];
  const label = name ? initials(name) : '';
  const face = label
    ? `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif" font-size="50" font-weight="600" fill="#ffffff">${escapeXml(label)}</text>`
    : '<circle cx="64" cy="50" r="22" fill="#ffffff" fill-opacity="0.9"/><path d="M24 112c4-24 20-36 40-36s36 12 40 36z" fill="#ffffff" fill-opacity="0.9"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><circle cx="64" cy="64" r="64" fill="${color}"/>${face}</svg>`;
}
