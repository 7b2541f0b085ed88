/**
 * One plural rule for every count a person reads: pt-BR uses the singular for exactly 1 (and
 * for 0 the plural: '0 conversas').
 */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
