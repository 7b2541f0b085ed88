export {
  createInstanceAccess,
  instanceBlockReason,
  instanceStatus,
  newVerifyToken,
  newWebhookSecret,
  type InstanceAccess,
} from './instance-access.ts';
export {
  instancesAdminRepo,
  instancesRepo,
  type InstanceListRow,
  type InstanceRow,
  type NewInstance,
} from './instances-repo.ts';
export { sendPacingRepo } from './send-pacing-repo.ts';
export {
  CHAT_KEY_SUFFIX_PATTERN,
  chatKeyOn,
  nextChatKeySuffix,
  providerIdOf,
} from './chat-keys.ts';
