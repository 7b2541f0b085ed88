import { MSG } from '@conecta/contract';
import { useId } from 'react';

import { notificationsPrefs, useNotificationPrefs } from '../notifications-prefs';

/**
 * Privacy mode: browser notifications say only "Nova mensagem", not the message itself. Off
 * until the tab's notifications are on, unless `usable` says it matters anyway (the device's Web
 * Push, in 'Configurações', follows it too).
 */
export function NotificationPrivacyToggle({ usable }: { usable?: boolean }) {
  const id = useId();
  const prefs = useNotificationPrefs();
  const { privacy } = prefs;
  const enabled = usable ?? prefs.enabled;
  return (
    <div className="flex items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        className="size-4 accent-primary"
        checked={privacy}
        disabled={!enabled}
        onChange={(e) => notificationsPrefs.write({ privacy: e.target.checked })}
      />
      <label htmlFor={id} className={enabled ? '' : 'text-muted-foreground'}>
        {MSG.notifications.privacy}
      </label>
    </div>
  );
}
