import { MSG, sameName, type Chat } from '@conecta/contract';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { DismissibleNotice } from '@/components/dismissible-notice';
import { SectionLoader } from '@/components/section-loader';
import { readAdminDeniedState } from '@/features/admin';
import { ChatBoard } from '@/features/board';
import { ChatWindow } from '@/features/chat-window';
import { ChatsLoadFailed, useChats } from '@/features/chat-list';
import { ClinicNamePrompt } from '@/features/clinic';
import { ConnectDialog, SyncProgressScreen, useConnectionFlow } from '@/features/connection';
import { ConnectWhatsAppCard, DashboardLayout } from '@/features/dashboard';
import { numberName, OtherNumbersDown, useClinicNumbers } from '@/features/clinic-numbers';
import {
  NumberOutageDetail,
  OtherNumbersGaps,
  OutageNotices,
  useSendHold,
} from '@/features/number-health';
import { useLogout, useSessionDashboard } from '@/features/session';
import { readLeftTeamState, useTeamLive } from '@/features/team';
import { UpcomingAppointmentsProvider } from '@/features/appointments';
import { forgetPushDevice, useRenewPushDevice } from '@/features/push';
import { useServiceWorkerBoard } from '@/features/pwa';
import { OpenChatContext } from '@/lib/open-chat-request';

export function DashboardPage() {
  const { user, clinic } = useSessionDashboard();
  const { logout, pending } = useLogout();
  const chats = useChats(user.id);
  useTeamLive();
  useRenewPushDevice(user.id);
  const flow = useConnectionFlow(chats);
  const { state } = flow;
  const [openChat, setOpenChat] = useState<Chat | null>(null);
  // The message the board's search found in the chat opened from it: the window opens there.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const openFromBoard = useCallback((chat: Chat, atMessageId?: string) => {
    setOpenAt(atMessageId ?? null);
    setOpenChat(chat);
  }, []);
  // Sent here from /admin without the ADMIN role: the spec's refusal stays until it is closed.
  const location = useLocation();
  const navigate = useNavigate();
  const deniedNotice = readAdminDeniedState(location.state);
  const leftTeam = readLeftTeamState(location.state);
  const closeNotice = () => void navigate(location.pathname, { replace: true, state: null });
  // The board's latest copy (tags, name, picture), falling back to the one that was clicked.
  const shownChat = openChat
    ? (chats.data?.chats.find((c) => c.chatId === openChat.chatId) ?? openChat)
    : null;
  // Issue 53: while the number is down the board and the open chat stay; only sending waits.
  // The open chat's own number decides (issue 48): another number's outage holds its chats only.
  const chatNumber = useClinicNumbers().find((n) => n.id === shownChat?.numberId);
  const sendHeld = useSendHold(
    user.id,
    user.timeZone,
    flow.offlineAt,
    chatNumber && !chatNumber.main
      ? { id: chatNumber.id, name: numberName(chatNumber) }
      : undefined,
  );

  // 'Consultas' opens a patient's chat from its side-menu dialog; a push's click, by its link.
  const list = chats.data?.chats;
  const openById = useCallback(
    (chatId: string, at?: string) => {
      const found = list?.find((c) => c.chatId === chatId);
      if (found) {
        setOpenAt(at ?? null);
        setOpenChat(found);
      }
      return found !== undefined;
    },
    [list],
  );
  useServiceWorkerBoard(openById);

  return (
    <OpenChatContext.Provider value={openById}>
      <UpcomingAppointmentsProvider userId={user.id} enabled={state.phase === 'ready'}>
        <DashboardLayout
          userName={user.name}
          nav={{
            role: user.role,
            clinicRole: clinic?.role,
            provider: clinic?.provider,
            // While the session still answers: the server forgets this device's pushes.
            onLogout: () => void forgetPushDevice().then(logout),
            logoutPending: pending,
          }}
        >
          {deniedNotice ? (
            <DismissibleNotice
              message={deniedNotice}
              closeLabel={MSG.dashboard.closeNotice}
              onClose={closeNotice}
            />
          ) : null}
          {leftTeam !== null ? (
            <DismissibleNotice
              tone="info"
              message={MSG.team.removedNotice(leftTeam)}
              closeLabel={MSG.dashboard.closeNotice}
              onClose={closeNotice}
            />
          ) : null}
          <OutageNotices
            userId={user.id}
            timeZone={user.timeZone}
            onReconnect={flow.openReconnect}
          />
          <OtherNumbersDown
            renderDetail={(n) => (
              <NumberOutageDetail number={n} userId={user.id} timeZone={user.timeZone} />
            )}
          />
          <OtherNumbersGaps userId={user.id} timeZone={user.timeZone} />
          {state.phase === 'checking' ? <SectionLoader label={MSG.connection.checking} /> : null}
          {/* First run: a clinic still named after its Responsável is asked for its own name. */}
          {state.phase === 'disconnected' &&
          clinic?.role === 'RESPONSAVEL' &&
          sameName(clinic.name, user.name) ? (
            <ClinicNamePrompt />
          ) : null}
          {state.phase === 'disconnected' ? (
            <ConnectWhatsAppCard
              onConnect={flow.openDialog}
              notice={state.notice}
              waitingEmail={state.noInstance ? user.email : null}
            />
          ) : null}
          {state.phase === 'syncing' ? <SyncProgressScreen progress={state.progress} /> : null}
          {state.phase === 'loadingChats' ? <SectionLoader label={MSG.chats.loading} /> : null}
          {state.phase === 'ready' ? (
            <ChatBoard userId={user.id} data={chats.data} onOpenChat={openFromBoard} />
          ) : null}
          {state.phase === 'ready' && shownChat ? (
            <ChatWindow
              key={shownChat.chatId}
              chat={shownChat}
              userId={user.id}
              showSenders={(clinic?.members ?? 1) > 1}
              sendHeld={sendHeld}
              onClosed={() => setOpenChat(null)}
              openAtMessageId={openAt ?? undefined}
            />
          ) : null}
          {state.phase === 'failed' ? <ChatsLoadFailed onRetry={flow.retryChats} /> : null}
          <ConnectDialog
            open={flow.dialogOpen}
            mode={flow.dialogMode}
            onClose={flow.closeDialog}
            onConnected={flow.handleConnected}
          />
        </DashboardLayout>
      </UpcomingAppointmentsProvider>
    </OpenChatContext.Provider>
  );
}
