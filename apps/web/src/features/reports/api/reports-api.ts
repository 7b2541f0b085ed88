import {
  type AgendaReport,
  type AnsweringReport,
  type AutomationReport,
  type FunnelReport,
  reportEndpoints,
  type ReportQuery,
  type TeamReport,
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

/** Reminders and answers, attendance and no-shows, slots filled from the waiting list. */
export function getAgendaReport(query: ReportQuery, signal?: AbortSignal): Promise<AgendaReport> {
  return callEndpoint(reportEndpoints.agenda, { query }, { signal });
}

/** Routine steps and scheduled messages sent, answered and opted out; chats recovered. */
export function getAutomationReport(
  query: ReportQuery,
  signal?: AbortSignal,
): Promise<AutomationReport> {
  return callEndpoint(reportEndpoints.automation, { query }, { signal });
}

/** Chats assigned, chats answered and messages sent by member. */
export function getTeamReport(query: ReportQuery, signal?: AbortSignal): Promise<TeamReport> {
  return callEndpoint(reportEndpoints.team, { query }, { signal });
}

/** The satisfaction survey's answers per professional (the Responsável's only). */
export function getSatisfactionReport(
  query: ReportQuery,
  signal?: AbortSignal,
): Promise<SatisfactionReport> {
  return callEndpoint(reportEndpoints.satisfaction, { query }, { signal });
}
