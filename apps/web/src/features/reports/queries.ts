import type { ReportQuery } from '@conecta/contract';

export const reportKeys = {
  all: ['reports'] as const,
  figure: (
    userId: string,
    kind: 'answering' | 'funnel' | 'agenda' | 'team' | 'satisfaction' | 'automation',
    query: ReportQuery,
  ) =>
    [
      'reports',
      userId,
      kind,
      query.period,
      query.from ?? '',
      query.to ?? '',
      query.numberId ?? '',
    ] as const,
};
