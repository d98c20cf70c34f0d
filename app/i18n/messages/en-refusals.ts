/**
 * The server's own reasons (contract/refusals.ts) exactly as the server words them: English pages show them as they
 * come; the other languages translate them key for key, and `translateRefusal` recognises a filled-in one by its
 * template and shows it in the page's language. Loaded with the components that show server reasons.
 */
import { refusals, type RefusalTexts } from '#contract/refusals';

export const enRefusals: RefusalTexts = refusals;
