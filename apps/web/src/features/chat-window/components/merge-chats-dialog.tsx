import { type Chat, chatMergeEndpoints, MSG } from '@conecta/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { closeWithToast } from '@/components/close-with-toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { chatListOptions, chatTitle, formatPhone } from '@/features/chat-list';
import { describeFailure } from '@/lib/error-text';

import { mergeChats, mergeKeys, previewMerge } from '../api/chat-merge-api';
import { mergeCandidates } from '../merge-candidates';
import { MergeCountsList } from './merge-counts-list';

const M = MSG.merge;
const fallbacks = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * 'Mesclar conversas' (the Responsável's): search the clinic's other chats by name or phone, pick
 * one, see what moves and which chat stays (this one), confirm. The list searched is the board's,
 * already in the cache; the preview is the server's count.
 */
export function MergeChatsDialog({
  chat,
  userId,
  onClose,
  onCloseAutoFocus,
}: {
  chat: Chat;
  userId: string;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Chat | null>(null);
  const chats = useQuery(chatListOptions(queryClient, userId)).data?.chats ?? [];
  const found = mergeCandidates(chats, chat.chatId, search);
  const preview = useQuery({
    queryKey: mergeKeys.preview(chat.chatId, picked?.chatId ?? ''),
    queryFn: ({ signal }) => previewMerge(chat.chatId, picked!.chatId, signal),
    enabled: picked !== null,
    retry: false,
  });
  const merge = useMutation({
    mutationFn: (absorb: string) => mergeChats(chat.chatId, absorb),
    meta: { endpoint: chatMergeEndpoints.merge },
    ...closeWithToast(onClose, M.failed),
  });
  const previewFailure = preview.error ? describeFailure(M.failed, preview.error, fallbacks) : null;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={MSG.common.close} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{M.title}</DialogTitle>
          <DialogDescription>{M.intro(chatTitle(chat))}</DialogDescription>
        </DialogHeader>
        {picked === null ? (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-search`}>{M.searchLabel}</Label>
            <Input
              id={`${id}-search`}
              type="search"
              autoFocus
              autoComplete="off"
              placeholder={M.searchPlaceholder}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            {search.trim() && found.length === 0 ? (
              <p role="status" className="text-sm text-muted-foreground">
                {M.noResults}
              </p>
            ) : null}
            <ul aria-label={M.results} className="grid gap-1">
              {found.map((c) => (
                <li key={c.chatId}>
                  <button
                    type="button"
                    className="flex min-h-11 w-full min-w-0 flex-col items-start rounded-lg border px-3 py-2 text-left hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    onClick={() => setPicked(c)}
                  >
                    <span className="w-full truncate font-medium">{chatTitle(c)}</span>
                    <span className="text-xs text-muted-foreground">{formatPhone(c.phone)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <div className="grid gap-3" aria-live="polite">
            {preview.data ? (
              <>
                <p className="text-sm font-medium text-emerald-800">
                  {M.stays(preview.data.kept.name)}
                </p>
                <p className="text-sm text-red-800">{M.goes(preview.data.absorbed.name)}</p>
                <MergeCountsList counts={preview.data.moves} label={M.movesTitle} />
                <p className="text-sm text-muted-foreground">{M.identifiersKept}</p>
                <p className="text-sm text-muted-foreground">{M.undoHint}</p>
              </>
            ) : previewFailure ? (
              <p role="alert" className="text-sm text-destructive">
                {previewFailure.description ?? previewFailure.title}
              </p>
            ) : (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner /> {M.loadingPreview}
              </p>
            )}
          </div>
        )}
        <DialogFooter className="flex-col-reverse gap-2 sm:flex-row">
          {picked ? (
            <Button type="button" variant="outline" onClick={() => setPicked(null)}>
              {M.back}
            </Button>
          ) : (
            <Button type="button" variant="outline" onClick={onClose}>
              {M.cancel}
            </Button>
          )}
          <Button
            type="button"
            disabled={!preview.data || merge.isPending}
            onClick={() => picked && merge.mutate(picked.chatId)}
          >
            {merge.isPending ? M.confirming : M.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
