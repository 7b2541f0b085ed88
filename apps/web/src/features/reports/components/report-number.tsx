import { createContext, useContext } from 'react';

/**
 * The number the reports are filtered by (issue 48), as its CSVs name it: a download of one
 * number's figures says whose they are ('relatorio-funil-…-recepcao.csv'). Null: all numbers,
 * the file names as before numbers existed.
 */
const ReportNumberTag = createContext<string | null>(null);

export const ReportNumberProvider = ReportNumberTag.Provider;

/** A number's name as a file name part: 'Recepção' reads 'recepcao', a phone its digits. */
export const numberFileTag = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A figure's CSV name with the filtered number's tag before '.csv', when a number is chosen. */
export function useNumberedFileName(fileName: string): string {
  const tag = useContext(ReportNumberTag);
  return tag ? fileName.replace(/\.csv$/, `-${tag}.csv`) : fileName;
}
