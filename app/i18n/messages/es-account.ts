/** Spanish text of the account pages (same keys as ./en-account.ts). */
import type { enAccount } from './en-account';

export const esAccount: typeof enAccount = {
  signInToSee: 'Inicia sesión para ver esta página.',
};
