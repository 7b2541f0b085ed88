import { toCsv } from '@conecta/contract';

/** The numbers behind one chart: what its table shows and its CSV holds, the same cells. */
export interface ReportTable {
  columns: string[];
  rows: string[][];
}

/** The CSV of a figure's table, as a pt-BR spreadsheet reads it (';', BOM, CRLF). */
export function tableCsv(table: ReportTable): string {
  return toCsv(table.columns, table.rows);
}

/** A duration as a person reads it: '45 s', '4 min', '1 h 05 min'. */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (h < 48) return `${h} h ${String(rest).padStart(2, '0')} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

/** A share from 0 to 1 as '75%' (pt-BR decimals: '12,5%'). */
export function formatShare(share: number): string {
  return `${(Math.round(share * 1000) / 10).toLocaleString('pt-BR')}%`;
}

/** 'YYYY-MM-DD' as 'dd/MM'. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** An average score as '8,3'; '—' when nobody answered. */
export const formatScore = (score: number | null) =>
  score === null ? '—' : score.toLocaleString('pt-BR');
