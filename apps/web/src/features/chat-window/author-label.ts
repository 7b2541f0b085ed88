import { MSG, type Note, type SenderKind } from '@conecta/contract';

/**
 * Who wrote a note, from the kind the server decided when it read it: a member (named), someone
 * who left the team since, or the system itself.
 */
export function noteAuthor(note: Pick<Note, 'authorKind' | 'authorName'>): string {
  if (note.authorKind === 'system') return MSG.author.system;
  if (note.authorKind === 'former-member' || !note.authorName) return MSG.author.formerMember;
  return note.authorName;
}

/**
 * Who of the clinic sent a message ('Enviado por Ana', 'Celular', or one who left the team), or
 * null when there is no one to name (the patient, an automatic send). A server from before
 * `senderKind` is read by the name and the phone flag alone.
 */
export function senderLabel(entry: {
  senderName: string | null;
  senderKind?: SenderKind | null | undefined;
  sentFromPhone: boolean;
}): string | null {
  if (entry.senderName) return MSG.sender.member(entry.senderName);
  if (entry.senderKind === 'former-member') return MSG.sender.member(MSG.author.formerMember);
  if (entry.senderKind === 'phone' || entry.sentFromPhone) return MSG.sender.phone;
  return null;
}
