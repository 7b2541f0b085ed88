import { accountEndpoints } from './account.ts';
import { adminEndpoints } from './admin.ts';
import { apiKeyEndpoints } from './api-keys.ts';
import { publicApiEndpoints } from './public-api.ts';
import { appointmentEndpoints } from './appointments.ts';
import { assistantEndpoints } from './assistant.ts';
import { calendarEndpoints } from './calendars.ts';
import { backupEndpoints } from './backups.ts';
import { authEndpoints } from './auth.ts';
import { chatEndpoints } from './chats.ts';
import { chatMergeEndpoints } from './chat-merges.ts';
import { connectionEndpoints } from './connection.ts';
import type { EndpointDef } from './define-endpoint.ts';
import { messageEndpoints } from './messages.ts';
import { noteEndpoints } from './notes.ts';
import { privacyEndpoints } from './privacy.ts';
import { profileEndpoints } from './profile.ts';
import { pushEndpoints } from './push.ts';
import { reportEndpoints } from './reports.ts';
import { routineEndpoints } from './routines.ts';
import { tagEndpoints } from './tags.ts';
import { taskEndpoints } from './tasks.ts';
import { teamEndpoints } from './team.ts';
import { textEndpoints } from './texts.ts';
import { waitingListEndpoints } from './waiting-list.ts';
import { satisfactionEndpoints } from './satisfaction.ts';
import { whatsappTemplateEndpoints } from './whatsapp-templates.ts';
import { webhookEndpointEndpoints } from './webhook-endpoints.ts';

export * from './define-endpoint.ts';
export { zMediaParams, zMediaQuery } from './messages.ts';
export {
  accountEndpoints,
  adminEndpoints,
  apiKeyEndpoints,
  publicApiEndpoints,
  appointmentEndpoints,
  assistantEndpoints,
  calendarEndpoints,
  authEndpoints,
  backupEndpoints,
  chatEndpoints,
  chatMergeEndpoints,
  connectionEndpoints,
  messageEndpoints,
  noteEndpoints,
  privacyEndpoints,
  profileEndpoints,
  pushEndpoints,
  reportEndpoints,
  routineEndpoints,
  tagEndpoints,
  taskEndpoints,
  teamEndpoints,
  textEndpoints,
  waitingListEndpoints,
  satisfactionEndpoints,
  whatsappTemplateEndpoints,
  webhookEndpointEndpoints,
};

/** Every declared endpoint: the route tables of the security tests read this list. */
export const ENDPOINTS: readonly EndpointDef[] = [
  accountEndpoints,
  adminEndpoints,
  apiKeyEndpoints,
  publicApiEndpoints,
  appointmentEndpoints,
  assistantEndpoints,
  calendarEndpoints,
  authEndpoints,
  backupEndpoints,
  chatEndpoints,
  chatMergeEndpoints,
  connectionEndpoints,
  messageEndpoints,
  noteEndpoints,
  privacyEndpoints,
  profileEndpoints,
  pushEndpoints,
  reportEndpoints,
  routineEndpoints,
  tagEndpoints,
  taskEndpoints,
  teamEndpoints,
  textEndpoints,
  waitingListEndpoints,
  satisfactionEndpoints,
  whatsappTemplateEndpoints,
  webhookEndpointEndpoints,
].flatMap((group) => Object.values(group));
