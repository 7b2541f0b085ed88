import { MSG } from '@conecta/contract';
import { useId } from 'react';

import { NotificationPermissionButton, NotificationPrivacyToggle } from '@/features/notifications';

const N = MSG.notifications;

/**
 * Browser notifications of new messages, and privacy mode (no patient's name and no message text
 * in them, in the tab's notifications and in this device's pushes), with what a lock screen
 * shows in each mode: it is there for whoever picks the phone up.
 */
export function NotificationSettings() {
  const lockScreen = useId();
  return (
    <div className="grid gap-3">
      <NotificationPermissionButton className="w-full justify-start sm:w-auto" />
      {/* Also the device's pushes (Web Push, below) follow it. */}
      <NotificationPrivacyToggle usable />
      <section aria-labelledby={lockScreen} className="grid gap-1 text-sm text-muted-foreground">
        <h5 id={lockScreen} className="font-medium text-foreground">
          {N.lockScreenTitle}
        </h5>
        <ul className="grid list-disc gap-1 pl-5">
          <li>{N.lockScreenPlain}</li>
          <li>{N.lockScreenPrivate}</li>
        </ul>
      </section>
    </div>
  );
}
