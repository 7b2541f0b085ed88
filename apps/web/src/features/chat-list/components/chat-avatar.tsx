import { MSG } from '@conecta/contract';
import { useState } from 'react';

import { cn } from '@/lib/utils';

import { chatInitials } from '../chat-format';

type ChatAvatarProps = {
  name: string | null;
  title: string;
  thumbnail: string | null;
  /** Shown without a picture; the two-letter initials of `name` by default. */
  initials?: string;
  className?: string;
};

/** The profile picture, or the initials (or '?') when there is none or it fails to load. */
export function ChatAvatar({ name, title, thumbnail, initials, className }: ChatAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const base = cn('size-12 shrink-0 rounded-full', className);

  if (thumbnail && failed !== thumbnail) {
    return (
      <img
        src={thumbnail}
        alt={MSG.chats.photoAlt(title)}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(thumbnail)}
        className={cn(base, 'bg-muted object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        base,
        'flex items-center justify-center bg-emerald-100 text-sm font-semibold text-emerald-800',
      )}
    >
      {initials ?? chatInitials(name)}
    </span>
  );
}
