/**
 * The notification mails' words in the user's language (contract/locales.ts). `{slots}` are filled by the
 * templates; a failed job's reason is the server's own (contract/refusals.ts), translated there.
 */
import type { Locale } from '#contract/locales';

/** What finished: a tool's run or a media import (the heading and subject name it). */
export type FinishedKind = 'watermark' | 'video' | 'import';

export interface NotificationText {
  kinds: Record<FinishedKind, string>;
  /** A tool run's title (a media import's is its own). */
  toolTitles: Record<Exclude<FinishedKind, 'import'>, string>;
  readyHeading: string;
  failedHeading: string;
  readySubject: string;
  failedSubject: string;
  open: string;
  tryAgain: string;
  ready: string;
  failed: string;
  refunded: string;
  lowSubject: string;
  lowHeading: string;
  lowPreview: string;
  lowBody: string;
  topUp: string;
  footer: string;
}

export const NOTIFICATION_TEXT: Record<Locale, NotificationText> = {
  en: {
    kinds: { watermark: 'watermark removal', video: 'video', import: 'video import' },
    toolTitles: { watermark: 'Watermark removal', video: 'Image to video' },
    readyHeading: 'Your {what} is ready',
    failedHeading: 'Your {what} did not work out',
    readySubject: 'Ready: {title}',
    failedSubject: 'Failed: {title}',
    open: 'Open the result',
    tryAgain: 'Try again',
    ready: 'It finished while you were away. The result is waiting for you in Atelier.',
    failed: 'Processing failed.',
    refunded: 'The credits it held are back in your balance.',
    lowSubject: 'Your Atelier credits are running low',
    lowHeading: 'Your credits are running low',
    lowPreview: '{balance} credits left',
    lowBody:
      'You have {balance} credits left. Top up to keep generating without interruption; unused credits stay yours.',
    topUp: 'Top up credits',
    footer: 'You receive this because e-mail notifications are on for your Atelier account. Turn them off:',
  },
  es: {
    kinds: { watermark: 'eliminación de marca de agua', video: 'vídeo', import: 'importación de vídeo' },
    toolTitles: { watermark: 'Quitar marcas de agua', video: 'Imagen a vídeo' },
    readyHeading: 'Tu {what} está listo',
    failedHeading: 'Tu {what} no ha salido bien',
    readySubject: 'Listo: {title}',
    failedSubject: 'Ha fallado: {title}',
    open: 'Abrir el resultado',
    tryAgain: 'Volver a intentarlo',
    ready: 'Terminó mientras no estabas. El resultado te espera en Atelier.',
    failed: 'El procesamiento ha fallado.',
    refunded: 'Los créditos que tenía reservados han vuelto a tu saldo.',
    lowSubject: 'Te quedan pocos créditos de Atelier',
    lowHeading: 'Te quedan pocos créditos',
    lowPreview: 'Te quedan {balance} créditos',
    lowBody:
      'Te quedan {balance} créditos. Recarga para seguir creando sin interrupciones; los créditos que no uses siguen siendo tuyos.',
    topUp: 'Recargar créditos',
    footer:
      'Recibes este mensaje porque tienes activadas las notificaciones por correo de tu cuenta de Atelier. Desactívalas:',
  },
  zh: {
    kinds: { watermark: '去水印', video: '视频', import: '视频导入' },
    toolTitles: { watermark: '去水印', video: '图片转视频' },
    readyHeading: '你的{what}已完成',
    failedHeading: '你的{what}未能完成',
    readySubject: '已完成：{title}',
    failedSubject: '失败：{title}',
    open: '查看结果',
    tryAgain: '重试',
    ready: '在你离开期间已处理完成，结果正在 Atelier 等你查看。',
    failed: '处理失败。',
    refunded: '为它预留的积分已退回你的余额。',
    lowSubject: '你的 Atelier 积分即将用完',
    lowHeading: '你的积分即将用完',
    lowPreview: '剩余 {balance} 积分',
    lowBody: '你还剩 {balance} 积分。充值后即可不间断地继续创作；未用完的积分始终归你所有。',
    topUp: '充值积分',
    footer: '你收到此邮件，是因为你的 Atelier 账户开启了邮件通知。关闭通知：',
  },
};
