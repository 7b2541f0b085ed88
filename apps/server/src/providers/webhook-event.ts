import { MSG } from '@conecta/contract';

/** A provider callback in the product's terms; anything the product does not use is `ignored`. */
export type WebhookEvent =
  | {
      kind: 'message';
      messageId: string;
      chatId: string;
      fromMe: boolean;
      time: Date;
      chatName: string | null;
      photo: string | null;
      isGroup: boolean;
      isNewsletter: boolean;
      status: string;
      isEdit: boolean;
      editOf: string | null;
      /** The message this one answers (Z-API's `referenceMessageId`: a quoted reply). */
      quotedId: string | null;
      content: MessageContent;
      /**
       * The Cloud API's business-scoped user id (BSUID, `BR.1502576394655843`) and username,
       * when Meta sends them. A user with no phone has `chatId` = the BSUID (docs/decisions.md,
       * "Who the patient is").
       */
      userId?: string | null;
      username?: string | null;
      /**
       * The parent BSUID (`US.ENT.…`), one across the portfolios of a managed business
       * (`messages[].from_parent_user_id`, `contacts[].parent_user_id`), when Meta sends it.
       */
      parentUserId?: string | null;
      /**
       * The address the patient wrote from, when it is not `chatId`: a Brazilian mobile without
       * its ninth digit (the chat's key has it; sends keep the provider's own form).
       */
      address?: string;
    }
  | {
      /** A reaction put on (or taken off: `emoji` empty) an earlier message of the chat. */
      kind: 'reaction';
      chatId: string;
      fromMe: boolean;
      time: Date;
      emoji: string;
      /** The provider id of the message reacted to. */
      targetId: string;
    }
  | {
      kind: 'status';
      ids: string[];
      status: string;
      /**
       * Statuses that may come in any order (the Cloud API): a status only moves a message
       * forward (sent < failed < delivered < read), so a late 'delivered' leaves 'read' alone.
       */
      forwardOnly?: boolean;
      /** A 'FAILED' status's error code from the provider. */
      errorCode?: number | null;
      /**
       * Who the message went to, as the Cloud API names them (`recipient_user_id`, the username
       * of delivered and read statuses): kept on the chat like a message's.
       */
      userId?: string | null;
      username?: string | null;
    }
  | {
      /**
       * The patient is known by other names now (Cloud API): a changed number (the system
       * message `user_changed_number`), a new BSUID (`user_changed_user_id`, the `user_id_update`
       * webhook). The chat of the previous names takes the current ones (docs/decisions.md,
       * "Quem é o paciente").
       */
      kind: 'identity';
      /** The system message's id, when it came as one. */
      messageId: string | null;
      time: Date;
      previous: PatientIds;
      current: PatientIds;
    }
  | { kind: 'connection'; connected: boolean }
  | { kind: 'ignored'; reason: string };

/** A patient's names on one side of an identity change; null for what was not said. */
export interface PatientIds {
  phone: string | null;
  userId: string | null;
  parentUserId: string | null;
}

export type MessageContent =
  /** `choice`: the id of the quick-reply button or list row the patient tapped, if it was one. */
  | { type: 'text'; text: string; choice?: string }
  | { type: 'audio'; url: string | null; seconds: number; mime: string | null }
  | { type: 'image'; url: string | null; caption: string | null; mime: string | null }
  | { type: 'video'; url: string | null; caption: string | null; seconds: number }
  | {
      type: 'document';
      url: string | null;
      fileName: string | null;
      mime: string | null;
      caption: string | null;
    }
  | { type: 'other'; text: string };

/** The one-line preview of a message, for the chat list. */
export function previewOf(c: MessageContent): string {
  switch (c.type) {
    case 'text':
      return c.text;
    case 'audio':
      return MSG.previews.audio;
    case 'image':
      return MSG.previews.image(c.caption);
    case 'video':
      return MSG.previews.video(c.caption);
    case 'document':
      return MSG.previews.document(c.fileName);
    case 'other':
      return c.text;
  }
}
