import { COLUMNS, MSG, moveBlockReason, type BackendColumn } from '@conecta/contract';
import { Lock } from 'lucide-react';
import { useId } from 'react';

import {
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
} from '@/components/ui/dropdown-menu';

type MoveToColumnGroupProps = {
  current: BackendColumn;
  onMove: (to: BackendColumn) => void;
};

/**
 * 'Mover para Coluna' and the other six columns, in the menu itself rather than a sub-menu, so
 * it fits a phone screen. Reserved columns stay listed, with a lock, so choosing one explains
 * why it is not possible (the 'Movimentação bloqueada' toast).
 */
export function MoveToColumnGroup({ current, onMove }: MoveToColumnGroupProps) {
  const labelId = useId();
  return (
    <DropdownMenuGroup aria-labelledby={labelId}>
      <DropdownMenuLabel id={labelId}>{MSG.board.moveTo}</DropdownMenuLabel>
      {COLUMNS.filter((c) => c.backend !== current).map((c) => {
        const reserved = moveBlockReason(current, c.backend) !== null;
        return (
          <DropdownMenuItem
            key={c.backend}
            onSelect={() => onMove(c.backend)}
            className={reserved ? 'text-muted-foreground' : undefined}
          >
            {c.title}
            {reserved ? (
              <>
                <Lock aria-hidden="true" className="ml-auto" />
                <span className="sr-only">{MSG.board.reservedColumn}</span>
              </>
            ) : null}
          </DropdownMenuItem>
        );
      })}
    </DropdownMenuGroup>
  );
}
