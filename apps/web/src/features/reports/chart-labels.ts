/** About how wide a character of the axis font is, in px, where nothing can measure it. */
const CHAR_PX = 6.5;

/** How wide a line of the axis font is, in px. */
export type MeasureText = (line: string) => number;

/** uPlot's y axis: the numbers beside the plot take this much of the chart's width. */
const Y_AXIS_PX = 50;

const byLength: MeasureText = (line) => line.length * CHAR_PX;

/**
 * The x axis's labels for a chart this wide. A category name wider than its slot ('Atendimento
 * Humanizado' in a seven-column funnel) would run into its neighbours: it breaks into two lines
 * at its first space, or, when a line is still too wide, into as few lines as fit (a word a line
 * made 'Sem membro (celular ou automação)' five lines, cut under the chart). A label may come broken
 * already ('Lead Frio →\nLead Quente'). Labels without a space (the days of a month, '29/10')
 * cannot break: every second or third is shown instead. `fits` is false when a word alone is
 * still wider than its slot (a phone): the columns' names would print over each other, and the
 * chart is better drawn as rows.
 */
export function xAxisLabels(labels: string[], width: number, measure: MeasureText = byLength) {
  // The columns share the plot, the chart less uPlot's y axis (50 px).
  const slot = Math.max(1, width - Y_AXIS_PX) / Math.max(1, labels.length);
  // A label takes its slot less a gap on each side, so that neighbours never touch.
  const room = slot - 12;
  const fitsLine = (line: string) => measure(line) <= room;
  const fitsLabel = (l: string) => l.split('\n').every(fitsLine);
  const breakable = labels.some((l) => /[ \n]/.test(l));
  const broken = labels.map((l) => {
    if (fitsLabel(l) || !breakable) return l;
    const two = l.includes('\n') ? l : l.replace(' ', '\n');
    return fitsLabel(two) ? two : wrap(l, room, measure);
  });
  const longest = Math.max(0, ...labels.map(measure));
  const step = breakable || labels.every(fitsLabel) ? 1 : Math.ceil((longest + 10) / slot);
  const shown = broken.map((l, i) => (i % step === 0 ? l : ''));
  const fits = !breakable || broken.every(fitsLabel);
  return { shown, fits, width };
}

/** The words of a label in lines no wider than `room` (a word alone may be wider). */
function wrap(label: string, room: number, measure: MeasureText): string {
  const lines: string[] = [];
  for (const word of label.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= room)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}
