/**
 * The account mails in the user's language (contract/locales.ts): the language they signed up in, or the one of the
 * page a sign-in link was asked for on. Plain text; `{slots}` filled by `fill`. A button's words quoted here are the
 * interface's own (app/i18n/messages: "Forgot password?").
 */
import { fill } from '#contract/fill';
import { DEFAULT_LOCALE, isLocale, storedLocale, type Locale } from '#contract/locales';

interface AccountMail {
  subject: string;
  text: string;
}
type AccountMails = Record<'resetPassword' | 'verifyEmail' | 'magicLink' | 'existingAccount', AccountMail>;

const MAILS: Record<Locale, AccountMails> = {
  en: {
    resetPassword: {
      subject: 'Reset your Atelier password',
      text: 'Hello {name},\n\nOpen this link to choose a new password (valid for one hour):\n{url}\n\nIf you did not ask for this, ignore this message.',
    },
    verifyEmail: {
      subject: 'Confirm your e-mail address for Atelier',
      text: 'Hello {name},\n\nOpen this link to confirm your e-mail address (valid for one hour):\n{url}\n\nIf you did not create an Atelier account, ignore this message.',
    },
    magicLink: {
      subject: 'Your Atelier sign-in link',
      text: 'Hello,\n\nOpen this link to sign in to Atelier (valid for {minutes} minutes, once):\n{url}\n\nIf you did not ask for it, ignore this message: nobody can sign in without the link.',
    },
    existingAccount: {
      subject: 'Someone tried to create an Atelier account with your address',
      text: 'Hello,\n\nSomeone (perhaps you) tried to create an Atelier account with this e-mail address, which already has an Atelier account. Nothing was changed.\n\nIf it was you, sign in at {site} — or choose a new password there with "Forgot password?".\nIf it was not you, you can ignore this message.',
    },
  },
  es: {
    resetPassword: {
      subject: 'Restablece tu contraseña de Atelier',
      text: 'Hola, {name}:\n\nAbre este enlace para elegir una contraseña nueva (válido durante una hora):\n{url}\n\nSi no lo has pedido tú, ignora este mensaje.',
    },
    verifyEmail: {
      subject: 'Confirma tu dirección de correo para Atelier',
      text: 'Hola, {name}:\n\nAbre este enlace para confirmar tu dirección de correo (válido durante una hora):\n{url}\n\nSi no has creado una cuenta de Atelier, ignora este mensaje.',
    },
    magicLink: {
      subject: 'Tu enlace para iniciar sesión en Atelier',
      text: 'Hola:\n\nAbre este enlace para iniciar sesión en Atelier (válido durante {minutes} minutos, una sola vez):\n{url}\n\nSi no lo has pedido tú, ignora este mensaje: nadie puede iniciar sesión sin el enlace.',
    },
    existingAccount: {
      subject: 'Alguien ha intentado crear una cuenta de Atelier con tu dirección',
      text: 'Hola:\n\nAlguien (quizá tú) ha intentado crear una cuenta de Atelier con esta dirección de correo, que ya tiene una cuenta de Atelier. No se ha cambiado nada.\n\nSi has sido tú, inicia sesión en {site}, o elige allí una contraseña nueva con «¿Has olvidado tu contraseña?».\nSi no has sido tú, puedes ignorar este mensaje.',
    },
  },
  zh: {
    resetPassword: {
      subject: '重置你的 Atelier 密码',
      text: '{name}，你好：\n\n打开此链接即可设置新密码（一小时内有效）：\n{url}\n\n如果这不是你本人的操作，请忽略此邮件。',
    },
    verifyEmail: {
      subject: '确认你在 Atelier 的邮箱地址',
      text: '{name}，你好：\n\n打开此链接即可确认你的邮箱地址（一小时内有效）：\n{url}\n\n如果你没有注册 Atelier 账户，请忽略此邮件。',
    },
    magicLink: {
      subject: '你的 Atelier 登录链接',
      text: '你好：\n\n打开此链接即可登录 Atelier（{minutes} 分钟内有效，仅可使用一次）：\n{url}\n\n如果这不是你本人的请求，请忽略此邮件：没有此链接，任何人都无法登录。',
    },
    existingAccount: {
      subject: '有人尝试用你的邮箱地址注册 Atelier 账户',
      text: '你好：\n\n有人（也许是你）尝试用此邮箱地址注册 Atelier 账户，但该地址已有 Atelier 账户。账户未做任何更改。\n\n如果是你本人，请在 {site} 登录，或在那里点击“忘记密码？”设置新密码。\n如果不是你本人，可以忽略此邮件。',
    },
  },
};

/** The mail `kind` in `locale` (English for anything else), its slots filled. */
export function accountMail(
  kind: keyof AccountMails,
  locale: string | null | undefined,
  values: Record<string, string | number>,
): AccountMail {
  const mail = MAILS[storedLocale(locale)][kind];
  return { subject: mail.subject, text: fill(mail.text, values) };
}

/** The language of the page a link brings the user back to (`/es/pricing` → es), for a mail asked for there. */
export function localeOfCallback(callbackUrl: string | null | undefined): Locale {
  let path = callbackUrl ?? '';
  try {
    path = new URL(path, 'http://localhost').pathname;
  } catch {
    return DEFAULT_LOCALE;
  }
  const first = path.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}
