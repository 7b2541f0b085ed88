import { NotificationPermissionButton, NotificationPrivacyToggle } from '@/features/notifications';

/** Browser notifications of new messages, and privacy mode (no message text in them). */
export function NotificationSettings() {
  return (
    <div className="grid gap-3">
      <NotificationPermissionButton className="w-full justify-start sm:w-auto" />
      <NotificationPrivacyToggle />
    </div>
  );
}
