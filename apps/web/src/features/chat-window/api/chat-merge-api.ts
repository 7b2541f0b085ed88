import { chatMergeEndpoints } from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

/** Rooted at the contract's 'merges' topic: a merge or an undo asks these again. */
export const mergeKeys = {
  preview: (chatId: string, absorb: string) => ['merges', chatId, 'preview', absorb] as const,
  undoable: (chatId: string) => ['merges', chatId, 'undoable'] as const,
};

export function previewMerge(chatId: string, absorb: string, signal?: AbortSignal) {
  return callEndpoint(
    chatMergeEndpoints.preview,
    { params: { chatId }, query: { absorb } },
    { signal },
  );
}

export function mergeChats(chatId: string, absorb: string) {
  return callEndpoint(chatMergeEndpoints.merge, { params: { chatId }, body: { absorb } });
}

export function listUndoableMerges(chatId: string, signal?: AbortSignal) {
  return callEndpoint(chatMergeEndpoints.undoable, { params: { chatId } }, { signal });
}

export function undoMerge(mergeId: string) {
  return callEndpoint(chatMergeEndpoints.undo, { params: { mergeId } });
}
