import { MSG } from '@conecta/contract';

import { PushSettings } from '@/features/push';
import { useSessionDashboard } from '@/features/session';

import { AccountSummary } from './account-summary';
import { EmailChangeForm } from './email-change-form';
import { NameForm } from './name-form';
import { NotificationSettings } from './notification-settings';
import { PasswordChangeForm } from './password-change-form';
import { SettingsSection } from './settings-section';
import { TimeZoneForm } from './time-zone-form';

/** 'Informações da Conta', the time zone and the notifications. */
export function SettingsPanel() {
  const { user } = useSessionDashboard();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <SettingsSection title={MSG.profile.panelTitle}>
        <AccountSummary user={user} />
        <NameForm currentName={user.name} />
        <EmailChangeForm />
        <PasswordChangeForm email={user.email} />
      </SettingsSection>
      <SettingsSection title={MSG.timeZone.title} description={MSG.timeZone.description}>
        <TimeZoneForm currentZone={user.timeZone} />
      </SettingsSection>
      <SettingsSection
        title={MSG.notificationSettings.title}
        description={MSG.notificationSettings.description}
      >
        <NotificationSettings />
        <PushSettings userId={user.id} />
      </SettingsSection>
    </div>
  );
}
