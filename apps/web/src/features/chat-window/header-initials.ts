/** The chat window's avatar text: the first two letters of the name in upper case, or '?'. */
export function headerInitials(name: string | null): string {
  const letters = Array.from((name ?? '').replace(/\s+/g, '')).slice(0, 2);
  return letters.length > 0 ? letters.join('').toUpperCase() : '?';
}
