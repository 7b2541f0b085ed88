import { type MessageReaction, MSG } from '@conecta/contract';

/**
 * The reactions on a message, under its bubble as WhatsApp shows them: the patient's 👍 on a
 * reminder is also what confirmed the appointment.
 */
export function MessageReactions({ reactions }: { reactions: MessageReaction[] }) {
  if (reactions.length === 0) return null;
  return (
    <ul className="-mb-1 mt-1 flex gap-1 self-end">
      {reactions.map((r) => (
        <li
          key={r.fromMe ? 'me' : 'patient'}
          aria-label={MSG.chatWindow.reaction(r.emoji, r.fromMe)}
          title={MSG.chatWindow.reaction(r.emoji, r.fromMe)}
          className="rounded-full border border-slate-200 bg-white px-1.5 text-sm leading-6 shadow-sm"
        >
          <span aria-hidden="true">{r.emoji}</span>
        </li>
      ))}
    </ul>
  );
}
