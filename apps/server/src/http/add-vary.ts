/** A `Vary` value with `field` added once to what the answer already varies by. */
export function addVary(current: unknown, field: string): string {
  const list = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === field.toLowerCase())) list.push(field);
  return list.join(', ');
}
