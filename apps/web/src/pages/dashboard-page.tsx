import { MSG, TOAST_MS, type Chat } from '@conecta/contract';
import { useState } from 'react';

import { SectionLoader } from '@/components/section-loader';
import { toast } from '@/components/ui/use-toast';
import { ChatBoard } from '@/features/board';
import { ChatWindow } from '@/features/chat';
import { ChatsLoadFailed, useChats } from '@/features/chats';
import { ConnectDialog, SyncProgressScreen, useConnectionFlow } from '@/features/connection';
import { ConnectWhatsAppCard, DashboardLayout } from '@/features/dashboard';
import { useLogout, useSessionDashboard } from '@/features/session';

function showComingSoon() {
  toast({ title: MSG.dashboard.comingSoon, duration: TOAST_MS.dashboard });
}

export function DashboardPage() {
  const { user } = useSessionDashboard();
  const { logout, pending } = useLogout();
  const chats = useChats(user.id);
  const flow = useConnectionFlow(chats);
  const { state } = flow;
  const [openChat, setOpenChat] = useState<Chat | null>(null);
  // The board's latest copy (tags, name, picture), falling back to the one that was clicked.
  const shownChat = openChat
    ? (chats.data?.chats.find((c) => c.chatId === openChat.chatId) ?? openChat)
    : null;

  return (
    <DashboardLayout
      userName={user.name}
      nav={{
        role: user.role,
        onSelect: showComingSoon,
        onLogout: () => void logout(),
        logoutPending: pending,
      }}
    >
      {state.phase === 'checking' ? <SectionLoader label={MSG.connection.checking} /> : null}
      {state.phase === 'disconnected' ? (
        <ConnectWhatsAppCard onConnect={flow.openDialog} notice={state.notice} />
      ) : null}
      {state.phase === 'syncing' ? <SyncProgressScreen progress={state.progress} /> : null}
      {state.phase === 'loadingChats' ? <SectionLoader label={MSG.chats.loading} /> : null}
      {state.phase === 'ready' ? (
        <ChatBoard
          userId={user.id}
          data={chats.data}
          onRefresh={chats.refresh}
          onOpenChat={setOpenChat}
        />
      ) : null}
      {state.phase === 'ready' && shownChat ? (
        <ChatWindow
          key={shownChat.chatId}
          chat={shownChat}
          userId={user.id}
          onClosed={() => setOpenChat(null)}
          onRead={chats.refresh}
        />
      ) : null}
      {state.phase === 'failed' ? <ChatsLoadFailed onRetry={flow.retryChats} /> : null}
      <ConnectDialog
        open={flow.dialogOpen}
        onClose={flow.closeDialog}
        onConnected={flow.handleConnected}
      />
    </DashboardLayout>
  );
}
