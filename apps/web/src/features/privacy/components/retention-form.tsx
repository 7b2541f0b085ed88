import {
  MSG,
  RETENTION_CHOICES,
  privacyEndpoints,
  type RetentionResponse,
} from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';

import { FoldingSection } from '@/components/folding-section';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useSettingsForm } from '@/features/settings-form';

import { getRetention, previewRetention, retentionKey, saveRetention } from '../api/privacy';

const P = MSG.privacy;
const OFF = 'off';

/**
 * 'Apagar conversas sem atividade', folded under the access log: off by default; a value says
 * how many chats it would erase now before it is saved.
 */
export function RetentionForm({ userId }: { userId: string }) {
  return (
    <FoldingSection title={P.retentionTitle}>
      <RetentionBody userId={userId} />
    </FoldingSection>
  );
}

function RetentionBody({ userId }: { userId: string }) {
  const {
    query: current,
    draft,
    setDraft,
    save,
  } = useSettingsForm<RetentionResponse, number | null, string>({
    key: () => retentionKey(userId),
    get: getRetention,
    save: saveRetention,
    endpoint: privacyEndpoints.setRetention,
    savedTitle: P.retentionSaved,
    failedTitle: P.retentionSaveFailed,
  });
  const saved = current.data?.months == null ? OFF : String(current.data.months);
  const value = draft ?? saved;
  const months = value === OFF ? null : Number(value);
  const preview = useQuery({
    queryKey: [...retentionKey(userId), 'preview', months],
    queryFn: ({ signal }) => previewRetention(months!, signal),
    enabled: months !== null,
    staleTime: 0,
  });

  if (current.isPending)
    return (
      <p className="flex items-center gap-2 px-4 pb-4 text-sm text-slate-600">
        <Spinner /> {P.loading}
      </p>
    );
  return (
    <div className="grid gap-3 px-4 pb-4">
      <p className="text-xs text-slate-600">{P.retentionHint}</p>
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor="retention-months">{P.retentionLabel}</Label>
        <Select value={value} onValueChange={setDraft} disabled={save.isPending}>
          <SelectTrigger id="retention-months">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={OFF}>{P.retentionOff}</SelectItem>
            {RETENTION_CHOICES.map((n) => (
              <SelectItem key={n} value={String(n)}>
                {P.retentionMonths(n)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {months !== null ? (
        <p role="status" className="text-sm text-slate-800">
          {preview.data ? P.retentionPreview(preview.data.count) : <Spinner />}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          size="sm"
          disabled={save.isPending || value === saved}
          onClick={() => save.mutate(months)}
        >
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? P.retentionSaving : P.retentionSave}
        </Button>
      </div>
    </div>
  );
}
