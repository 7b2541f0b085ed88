// Shared with the server (the access log's CSV is made there): one rule for every export, ';'
// between fields, a BOM, CRLF, times in the clinic's zone.
export {
  CSV_BOM,
  CSV_SEPARATOR,
  csvDate,
  csvDateTime,
  csvField,
  csvRow,
  defuse,
  EOL,
  toCsv,
} from '@conecta/contract';
