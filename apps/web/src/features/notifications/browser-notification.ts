import { MSG, type NewMessageData } from '@conecta/contract';

import { NOTIFY } from './notification-constants';
import { notificationPermission, type NotificationPrefs } from './notifications-prefs';

/** The first `max` characters of a message, with '...' when cut. */
export function notificationPreview(text: string, max: number = NOTIFY.previewChars): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}...` : flat;
}

/**
 * A system notification for a new message, when the person turned them on, the browser allows
 * them and this tab is hidden. Title: the contact's name; body: the start of the message. In
 * privacy mode only "Conecta Clínica" and "Nova mensagem": a lock screen or a shared screen shows
 * no patient's name. Clicking it brings the tab forward.
 */
export function showMessageNotification(
  data: NewMessageData,
  prefs: NotificationPrefs,
): Notification | null {
  if (!prefs.enabled || notificationPermission() !== 'granted') return null;
  if (document.visibilityState !== 'hidden') return null;
  const text = data.message ?? data.lastMessageContent ?? '';
  try {
    const title = prefs.privacy
      ? MSG.notifications.privateTitle
      : data.chatName || MSG.notifications.unknownContact;
    const notification = new Notification(title, {
      body: prefs.privacy || !text ? MSG.notifications.privateBody : notificationPreview(text),
      tag: `chat-${data.chatId}`,
      icon: '/favicon.svg',
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    return notification;
  } catch (error) {
    // Some mobile browsers only allow notifications from a service worker.
    console.info(`[${new Date().toISOString()}] Notificação do navegador não exibida`, error);
    return null;
  }
}
