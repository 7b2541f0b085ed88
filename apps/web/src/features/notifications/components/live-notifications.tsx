import { useNotificationStream } from '../hooks/use-notification-stream';
import { useUnreadTitle } from '../hooks/use-unread-title';
import { NotificationStreamAlert } from './notification-stream-alert';

/**
 * The live side of a signed-in tab, mounted once in the signed-in layout: the notification
 * stream, the unread count in the tab title, and the corner alert when the stream is down.
 */
export function LiveNotifications({ userId }: { userId: string }) {
  const { status, lost, retry } = useNotificationStream(userId);
  useUnreadTitle(userId);
  if (!lost) return null;
  return <NotificationStreamAlert busy={status !== 'failed'} onRetry={retry} />;
}
