/** Personal information rules (/user/profile, spec §3 Account), shared by the profile form and the server. */
import { isValidEmail, isValidPhone } from './validation';

export const GENDERS = ['unspecified', 'male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 32;
export const REAL_NAME_MAX = 60;

export type ContactChannel = 'mobile' | 'email';

/** Whether a new phone number or email address has the right shape for its channel. */
export function isValidContact(channel: ContactChannel, value: string): boolean {
  return channel === 'mobile' ? isValidPhone(value) : isValidEmail(value.trim());
}

/** The avatar: a JPEG or PNG of at most 1 MB (the spec's image limit for customer pictures, §9). */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_MAX_MB = 1;
