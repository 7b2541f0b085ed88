import { type WebInstance, MSG } from '@conecta/contract';

import { SectionLoader } from '@/components/section-loader';
import { Card } from '@/components/ui/card';

import { InstanceCard } from './instance-card';
import { InstancesEmpty } from './instances-empty';
import { InstancesLoadFailed } from './instances-load-failed';
import { InstancesTable } from './instances-table';

type InstancesPanelProps = {
  instances: WebInstance[] | undefined;
  failed: boolean;
  onRetry: () => void;
  onCreate: () => void;
  onEdit: (instance: WebInstance) => void;
  onDelete: (instance: WebInstance) => void;
};

/** The list in its states: loading, failed, empty, a table (md and up) or cards (phones). */
export function InstancesPanel(props: InstancesPanelProps) {
  const { instances, failed, onRetry, onCreate, onEdit, onDelete } = props;

  let content;
  if (!instances) {
    content = failed ? (
      <InstancesLoadFailed onRetry={onRetry} />
    ) : (
      <SectionLoader label={MSG.adminPage.loading} />
    );
  } else if (instances.length === 0) {
    content = <InstancesEmpty onCreate={onCreate} />;
  } else {
    content = (
      <>
        <InstancesTable
          instances={instances}
          onEdit={onEdit}
          onDelete={onDelete}
          className="hidden md:block"
        />
        <ul
          aria-label={MSG.adminPage.tableLabel}
          className="grid grid-cols-[minmax(0,1fr)] gap-3 p-3 md:hidden"
        >
          {instances.map((instance) => (
            <li key={instance.id}>
              <InstanceCard
                instance={instance}
                onEdit={onEdit}
                onDelete={onDelete}
                all={instances}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Card className="overflow-hidden">
      {instances && instances.length > 0 ? (
        <div className="flex items-center justify-between border-b px-4 py-3 sm:px-5">
          <h2 className="text-sm font-semibold text-slate-800">{MSG.adminPage.tableLabel}</h2>
          <span className="text-sm text-muted-foreground">
            {MSG.adminPage.count(instances.length)}
          </span>
        </div>
      ) : null}
      {content}
    </Card>
  );
}
