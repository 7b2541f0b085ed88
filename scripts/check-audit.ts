/**
 * Reads `npm audit --omit=dev --json` on stdin and fails (exit 1) on any high or critical
 * advisory in what production installs. A registry that cannot answer the audit (offline, a
 * mirror without the audit endpoint) is a warning, not a failure: that says nothing about the
 * dependencies, and the next run with a reachable registry checks again.
 *
 *   npm audit --omit=dev --json | npx tsx scripts/check-audit.ts
 */
import { readFileSync } from 'node:fs';

interface AuditReport {
  error?: { summary?: string };
  message?: string;
  statusCode?: number;
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[]; fixAvailable?: unknown }>;
}

const BLOCKING = ['high', 'critical'];

function main(): number {
  const text = readFileSync(0, 'utf8');
  let report: AuditReport;
  try {
    report = JSON.parse(text) as AuditReport;
  } catch {
    console.warn(
      `AVISO: npm audit não respondeu em JSON; verificação pulada.\n${text.slice(0, 300)}`,
    );
    return 0;
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const why = report.message ?? report.error?.summary ?? 'sem resposta do registro';
    console.warn(`AVISO: o registro não fez a auditoria (${why}); verificação pulada.`);
    return 0;
  }
  const found = Object.entries(report.vulnerabilities ?? {}).filter(([, v]) =>
    BLOCKING.includes(v.severity),
  );
  const summary = Object.entries(counts)
    .map(([level, n]) => `${level}: ${n}`)
    .join(', ');
  const blocking = BLOCKING.reduce((n, level) => n + (counts[level] ?? 0), 0);
  if (found.length === 0 && blocking === 0) {
    console.log(`npm audit (produção): nenhum achado alto ou crítico (${summary}).`);
    return 0;
  }
  console.error(`npm audit (produção): ${blocking} achado(s) alto(s) ou crítico(s):`);
  for (const [name, v] of found) {
    const via = v.via
      .map((x) => (typeof x === 'string' ? x : ((x as { title?: string }).title ?? '')))
      .filter(Boolean)
      .join('; ');
    console.error(`  ${name} (${v.severity}): ${via}`);
  }
  console.error(
    'Atualize dentro das versões fixadas (veja reference/toolchain-notes) e rode de novo.',
  );
  return 1;
}

process.exit(main());
