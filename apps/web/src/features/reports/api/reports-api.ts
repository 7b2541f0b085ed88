import {
  type AnsweringReport,
  type FunnelReport,
  reportEndpoints,
  type ReportQuery,
  type SatisfactionReport,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

/** Time to first answer, chats waiting now and messages per day, for the period. */
export function getAnsweringReport(
  query: ReportQuery,
  signal?: AbortSignal,
): Promise<AnsweringReport> {
  return callEndpoint(reportEndpoints.answering, { query }, { signal });
}

/** Chats entering each column and the moves between columns, for the period. */
export function getFunnelReport(query: ReportQuery, signal?: AbortSignal): Promise<FunnelReport> {
  return callEndpoint(reportEndpoints.funnel, { query }, { signal });
}

/** The satisfaction survey's answers per professional (the Responsável's only). */
export function getSatisfactionReport(
  query: ReportQuery,
  signal?: AbortSignal,
): Promise<SatisfactionReport> {
  return callEndpoint(reportEndpoints.satisfaction, { query }, { signal });
}
