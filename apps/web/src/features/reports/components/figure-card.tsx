import { REPORT_MSG } from '@conecta/contract';
import { Download, Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { downloadFile } from '@/lib/download-file';
import { cn } from '@/lib/utils';

import { type ReportTable, tableCsv } from '../report-table';
import { useNumberedFileName } from './report-number';

const M = REPORT_MSG;

/**
 * One figure: its chart (for the eye), the table of the same numbers (for a screen reader
 * always, on screen after 'Ver tabela') and 'Baixar CSV' with those cells.
 */
export function FigureCard(props: {
  title: string;
  /** The figure in words, above the chart ('Mediana 4 min'). */
  summary?: ReactNode;
  chart?: ReactNode;
  table: ReportTable;
  fileName: string;
  /** The table is the figure (no chart): shown from the start. */
  tableOpen?: boolean;
}) {
  const { title, summary, chart, table } = props;
  const fileName = useNumberedFileName(props.fileName);
  const [showTable, setShowTable] = useState(props.tableOpen ?? false);
  const tableId = useId();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id={titleId}>{title}</CardTitle>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((s) => !s)}
          >
            <Table2 aria-hidden="true" />
            {showTable ? M.hideTable : M.showTable}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => downloadFile(tableCsv(table), fileName, 'text/csv;charset=utf-8')}
          >
            <Download aria-hidden="true" />
            {M.downloadCsv}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {summary}
        {chart}
        {table.rows.length === 0 && !chart && !summary ? (
          <p className="text-sm text-muted-foreground">{M.empty}</p>
        ) : null}
        {/* A table of many columns (seven figures a member) scrolls sideways in its card; the
            keyboard reaches it to scroll it (a group named for the figure). */}
        <div
          id={tableId}
          role={showTable ? 'group' : undefined}
          aria-labelledby={showTable ? titleId : undefined}
          tabIndex={showTable ? 0 : undefined}
          className={cn(
            showTable
              ? 'overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring'
              : 'sr-only',
          )}
        >
          {table.rows.length === 0 ? (
            showTable || chart || summary ? (
              <p className="text-sm text-muted-foreground">{M.empty}</p>
            ) : null
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b text-left">
                  {table.columns.map((c) => (
                    <th key={c} scope="col" className="px-2 py-1 font-medium">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, i) => (
                  <tr key={i} className="border-b last:border-0">
                    {row.map((cell, j) => (
                      <td key={j} className="px-2 py-1 tabular-nums">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
