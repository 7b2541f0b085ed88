/**
 * Long category names ('Lead Quente → Atendimento Inicial') as horizontal bars, one line each:
 * they read on a phone where a column chart would have to break every word. For the eye (the
 * figure's table says the same numbers), so hidden from screen readers.
 */
export function RankBars({
  items,
  color,
}: {
  items: Array<{ label: string; value: number }>;
  color: string;
}) {
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <ul aria-hidden="true" className="grid gap-2 text-sm">
      {items.map((item) => (
        <li key={item.label} className="grid gap-1">
          <span className="text-muted-foreground">{item.label}</span>
          <span className="flex items-center gap-2">
            <span
              className="h-4 rounded-sm"
              style={{ width: `${(item.value / max) * 85}%`, background: color }}
            />
            <span className="tabular-nums font-medium">{item.value}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
