// Shared with the server (the access log's CSV is made there): one rule for every export.
export { CSV_BOM, csvField, defuse, EOL } from '@conecta/contract';
