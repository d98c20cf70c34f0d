/** Simplified Chinese text of the account pages (same keys as ./en-account.ts). */
import type { enAccount } from './en-account';

export const zhAccount: typeof enAccount = {
  signInToSee: '登录后即可查看此页面。',
};
