import { MSG } from '@conecta/contract';
import { Info } from 'lucide-react';

import { Alert } from '@/components/ui/alert';

import { usePublicConfig } from '../api/auth-api';

/** When the server writes mails to its log (no SMTP), says where the code went. */
export function DemoMailNote() {
  const { data } = usePublicConfig();
  if (!data?.mailToLog) return null;
  return (
    <Alert>
      <Info aria-hidden="true" />
      <p>{MSG.confirm.demoMailNote}</p>
    </Alert>
  );
}
