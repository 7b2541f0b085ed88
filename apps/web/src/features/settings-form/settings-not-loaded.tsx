import { Spinner } from '@/components/ui/spinner';

/**
 * What a settings section shows while its settings are not there: `loading` beside a spinner
 * while they are read, `failed` as an alert once the read has failed. Each form states its two
 * texts; the look is the same in every section of 'Clínica' and of the agenda.
 */
export function SettingsNotLoaded({
  query,
  loading,
  failed,
}: {
  query: { isPending: boolean };
  loading: string;
  failed: string;
}) {
  if (query.isPending)
    return (
      <p className="flex items-center gap-2 px-4 pb-4 text-sm text-slate-600">
        <Spinner /> {loading}
      </p>
    );
  return (
    <p role="alert" className="px-4 pb-4 text-sm text-red-700">
      {failed}
    </p>
  );
}
