import { COLUMNS, MSG, moveBlockReason, type BackendColumn } from '@conecta/contract';
import { Columns3, Lock } from 'lucide-react';

import { AdaptiveSubmenu } from '@/components/ui/adaptive-submenu';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';

type MoveToColumnGroupProps = {
  current: BackendColumn;
  onMove: (to: BackendColumn) => void;
};

/**
 * 'Mover para Coluna' as a sub-menu listing the other six columns (the menu had grown
 * to 15 items). Reserved columns stay listed, with a lock, so choosing one explains why it is not
 * possible (the 'Movimentação bloqueada' toast).
 */
export function MoveToColumnGroup({ current, onMove }: MoveToColumnGroupProps) {
  return (
    <AdaptiveSubmenu id="move" icon={<Columns3 aria-hidden="true" />} label={MSG.board.moveTo}>
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
    </AdaptiveSubmenu>
  );
}
