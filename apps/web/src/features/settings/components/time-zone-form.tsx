import { MSG } from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { timeZoneOptions } from '@/lib/time-zones';

import { useUpdateTimeZone } from '../hooks/use-update-time-zone';

const T = MSG.timeZone;
const ID = 'settings-time-zone';

export function TimeZoneForm({ currentZone }: { currentZone: string }) {
  const [zone, setZone] = useState(currentZone);
  const { save, pending } = useUpdateTimeZone();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(zone);
  };

  return (
    <form noValidate onSubmit={submit}>
      <FormField id={ID} label={T.label}>
        <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
          <Select value={zone} onValueChange={setZone} disabled={pending}>
            <SelectTrigger id={ID}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {timeZoneOptions(currentZone).map((z) => (
                <SelectItem key={z.id} value={z.id}>
                  {z.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button type="submit" className="sm:w-48" disabled={pending || zone === currentZone}>
            {pending ? <Spinner /> : null}
            {pending ? T.saving : T.save}
          </Button>
        </div>
      </FormField>
    </form>
  );
}
