import { MSG, type Chat } from '@conecta/contract';

import { Badge } from '@/components/ui/badge';

import { ChatCard } from './chat-card';
import { ChatListEmpty } from './chat-list-empty';

/**
 * The conversations as a responsive grid of cards, under a header with the count. A stand-in
 * for the seven-column board, which will take its place.
 */
export function ChatList({ chats }: { chats: Chat[] }) {
  const C = MSG.chats;
  return (
    <section aria-labelledby="chat-list-title" className="grid gap-4">
      <header className="flex flex-wrap items-center gap-3">
        <h2 id="chat-list-title" className="text-xl font-semibold tracking-tight">
          {C.title}
        </h2>
        <Badge variant="secondary" className="text-sm">
          {C.count(chats.length)}
        </Badge>
      </header>
      {chats.length === 0 ? (
        <ChatListEmpty />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-3">
          {chats.map((chat) => (
            <li key={chat.id} className="min-w-0">
              <ChatCard chat={chat} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
