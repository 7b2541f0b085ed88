import { MSG } from '@conecta/contract';
import { Search } from 'lucide-react';
import type { RefObject } from 'react';

import { Input } from '@/components/ui/input';

type SearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
};

/** Filters every column at once by name, phone or message text, ignoring accents and case. */
export function SearchBox({ value, onChange, inputRef }: SearchBoxProps) {
  return (
    <div className="relative w-full sm:w-72">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={inputRef}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={MSG.board.searchLabel}
        placeholder={MSG.board.searchPlaceholder}
        autoComplete="off"
        className="pl-9"
      />
    </div>
  );
}
