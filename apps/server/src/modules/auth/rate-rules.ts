import type { RateRule } from '../../lib/rate-limiter.ts';

const MINUTE = 60_000;

/**
 * Per-IP limits stop one machine from sweeping many accounts; per-e-mail limits stop many
 * machines from guessing one account. Five tries per code and these windows keep a six-digit
 * code out of reach of guessing during its 15 minutes.
 */
export const RATE_RULES = {
  // Generous per address: a whole clinic often shares one public IP.
  loginIp: { name: 'login:ip', max: 100, windowMs: 15 * MINUTE },
  loginEmail: { name: 'login:email', max: 10, windowMs: 15 * MINUTE },
  registerIp: { name: 'register:ip', max: 10, windowMs: 60 * MINUTE },
  confirmIp: { name: 'confirm:ip', max: 30, windowMs: 15 * MINUTE },
  confirmEmail: { name: 'confirm:email', max: 10, windowMs: 15 * MINUTE },
  resendIp: { name: 'resend:ip', max: 20, windowMs: 60 * MINUTE },
  resendEmail: { name: 'resend:email', max: 5, windowMs: 60 * MINUTE },
  // Settings: codes asked per user and purpose, and mails sent to one new address.
  profileCodeUser: { name: 'profile-code:user', max: 5, windowMs: 60 * MINUTE },
  profileCodeEmail: { name: 'profile-code:email', max: 5, windowMs: 60 * MINUTE },
  profileConfirmUser: { name: 'profile-confirm:user', max: 10, windowMs: 15 * MINUTE },
  // Password reset: the per-e-mail limit applies whether or not the account exists.
  forgotIp: { name: 'forgot:ip', max: 20, windowMs: 60 * MINUTE },
  forgotEmail: { name: 'forgot:email', max: 5, windowMs: 60 * MINUTE },
  resetIp: { name: 'reset:ip', max: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;
