import { NotificationPermissionButton, NotificationPrivacyToggle } from '@/features/notifications';

/**
 * Browser notifications of new messages, and privacy mode (no message text in them, in the tab's
 * notifications and in this device's pushes).
 */
export function NotificationSettings() {
  return (
    <div className="grid gap-3">
      <NotificationPermissionButton className="w-full justify-start sm:w-auto" />
      {/* Also the device's pushes (Web Push, below) follow it. */}
      <NotificationPrivacyToggle usable />
    </div>
  );
}
