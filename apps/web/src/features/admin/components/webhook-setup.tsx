import { MSG, type WebInstance } from '@conecta/contract';

type WebhookSetupProps = {
  /** The saved instance's Cloud API data; none yet while creating one. */
  cloudApi: WebInstance['cloudApi'] | undefined;
};

/** What the admin pastes in Meta's dashboard: the callback URL and this number's verify token. */
export function WebhookSetup({ cloudApi }: WebhookSetupProps) {
  const F = MSG.adminPage.form;
  if (!cloudApi) return <p className="text-sm text-muted-foreground">{F.webhookAfterCreate}</p>;
  return (
    <section
      aria-label={F.webhookTitle}
      className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm"
    >
      <h3 className="font-medium text-slate-900">{F.webhookTitle}</h3>
      <p className="text-muted-foreground">{F.webhookHint}</p>
      <dl className="grid gap-1">
        <dt className="text-muted-foreground">{F.webhookUrl}</dt>
        <dd className="break-all font-mono text-xs select-all">{cloudApi.webhookUrl}</dd>
        <dt className="text-muted-foreground">{F.verifyToken}</dt>
        <dd className="break-all font-mono text-xs select-all">{cloudApi.verifyToken}</dd>
      </dl>
    </section>
  );
}
