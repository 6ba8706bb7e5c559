// Without zod, so the console's sub-admin screens can import the limits for the price of a few numbers.
import { EMAIL_MAX_LENGTH } from '../auth/credentials.ts';

export const SUB_ADMIN_NAME_MIN = 2;
export const SUB_ADMIN_NAME_MAX = 80;
export const SUB_ADMIN_EMAIL_MAX = EMAIL_MAX_LENGTH;
/** The groups one admin may hold. */
export const SUB_ADMIN_GROUPS_MAX = 50;
/** The sub-admin list's largest page (and its default): the whole directory in one call. */
export const SUB_ADMIN_LIST_LIMIT_MAX = 2000;
