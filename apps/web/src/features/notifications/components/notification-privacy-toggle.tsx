import { MSG } from '@conecta/contract';
import { useId } from 'react';

import { notificationsPrefs, useNotificationPrefs } from '../notifications-prefs';

/** Privacy mode: browser notifications say only "Nova mensagem", not the message itself. */
export function NotificationPrivacyToggle() {
  const id = useId();
  const { enabled, privacy } = useNotificationPrefs();
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
