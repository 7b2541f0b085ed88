import { type WebInstance, MSG } from '@conecta/contract';

import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

import { formatDate, formatPhone, instanceIdentity, numberLine } from '../format-instance';
import { InstanceActions } from './instance-actions';
import { InstanceStatusBadge } from './instance-status-badge';

type InstancesTableProps = {
  instances: WebInstance[];
  onEdit: (instance: WebInstance) => void;
  onDelete: (instance: WebInstance) => void;
  className?: string;
};

/** The instance table of wider screens (it scrolls sideways inside its box when narrow). */
export function InstancesTable({ instances, onEdit, onDelete, className }: InstancesTableProps) {
  const C = MSG.adminPage.columns;
  return (
    <div className={className}>
      <Table aria-label={MSG.adminPage.tableLabel} className="min-w-[56rem]">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>{C.user}</TableHead>
            <TableHead>{C.status}</TableHead>
            <TableHead>{C.phone}</TableHead>
            <TableHead>{C.instanceId}</TableHead>
            <TableHead className="text-right">{C.chats}</TableHead>
            <TableHead>{C.createdAt}</TableHead>
            <TableHead className="text-right">{C.actions}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {instances.map((instance) => {
            const identity = instanceIdentity(instance);
            return (
              <TableRow key={instance.id}>
                <TableCell className="max-w-64">
                  <div className="truncate font-medium text-slate-900">{instance.userName}</div>
                  <div className="truncate text-xs text-muted-foreground">{instance.userEmail}</div>
                </TableCell>
                <TableCell>
                  <InstanceStatusBadge status={instance.status} />
                </TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">
                  {formatPhone(instance.connectedPhone) || (
                    <span className="text-muted-foreground">{MSG.adminPage.noPhone}</span>
                  )}
                  {numberLine(instance, instances) ? (
                    <div className="text-xs text-muted-foreground">
                      {numberLine(instance, instances)}
                    </div>
                  ) : null}
                </TableCell>
                <TableCell className="max-w-64">
                  <div className="truncate font-mono text-xs text-slate-800" title={identity.id}>
                    {identity.id}
                  </div>
                  {identity.maskedToken ? (
                    <div className="truncate font-mono text-xs text-muted-foreground">
                      {MSG.adminPage.maskedToken(identity.maskedToken)}
                    </div>
                  ) : null}
                  <div className="truncate text-xs text-muted-foreground">
                    {MSG.adminPage.providerLine(identity.provider)}
                  </div>
                </TableCell>
                <TableCell className="text-right tabular-nums">{instance.totalChats}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">
                  {formatDate(instance.criadoEm)}
                </TableCell>
                <TableCell>
                  <InstanceActions instance={instance} onEdit={onEdit} onDelete={onDelete} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
