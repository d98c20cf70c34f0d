/**
 * The server's reasons (./refusals.ts) in Spanish and Simplified Chinese, same keys and slots: the interface shows
 * them on translated pages (app/i18n/messages/{es,zh}-refusals.ts), the server writes them into a user's mail in
 * the user's language. Not imported by anything English pages load.
 */
import type { Locale } from './locales';
import { translateRefusal, type RefusalTexts } from './refusals';

export const esRefusals: RefusalTexts = {
  noFace: 'No encontramos ninguna cara en esta foto. Sube una foto nítida, de frente.',
  faceTooSmall:
    'La cara de esta foto es demasiado pequeña para un retrato nítido ({height} px de alto; necesita al menos {needed} px). Usa una foto más cercana o más grande.',
  faceTooBlurred:
    'La cara de esta foto está demasiado borrosa para un retrato nítido (nitidez {sharpness} de las {needed} necesarias). Usa una foto enfocada, con buena luz y sin movimiento.',
  notAnImage: 'Este archivo no es una imagen que podamos leer. Sube una foto JPG, PNG o WebP.',
  imageNotAnimatable: 'No pudimos convertir esta imagen en un vídeo. Prueba con otra imagen.',
  notAVideo: 'Este archivo no es un vídeo que podamos leer. Usa un vídeo MP4, MOV o WebM.',
  notMedia: 'Este archivo no es un vídeo ni un audio legible.',
  noStreams: 'Este archivo no tiene pista de vídeo ni de audio.',
  notSelfContained:
    'Este archivo remite a otros archivos o direcciones (una lista de reproducción o una lista), que no abrimos. Sube el propio archivo de vídeo o de audio.',
  mediaTimeout: 'Procesar este archivo ha tardado demasiado. Prueba con un archivo más corto o más sencillo.',
  previewTimedOut:
    'La vista previa ha tardado demasiado. Dibuja un recuadro alrededor de la marca de agua o quítala sin vista previa.',
  siteRefused: 'Este sitio no nos ha dejado descargar el vídeo. Sube el archivo en su lugar.',
  notDownloadable: 'No pudimos descargar el contenido de esta URL.',
  uploadGone: 'El archivo que subiste ya no está disponible.',
  privateAddress: 'No podemos acceder a esta URL: debe ser una dirección http(s) pública.',
  fetchTimedOut: 'La descarga de la URL ha tardado demasiado.',
  fetchFailed: 'No pudimos acceder a la URL.',
  httpStatus: 'La URL respondió con HTTP {status}.',
  remoteFileTooLarge: 'El archivo de esta URL ocupa más de {megabytes} MB.',
  downloadInterrupted: 'La descarga se ha interrumpido.',
  tooManyRedirects: 'Demasiadas redirecciones.',
  rateLimited: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  nothingToColour:
    'No encontramos formas lo bastante grandes para colorear en esta foto. Prueba con una foto con un motivo claro.',
  cantDraw: 'Todavía no sabemos dibujar {subjects}. Prueba con {suggestions}.',
  nothingToDraw:
    'No encontramos nada que dibujar en tu descripción: nombra un animal, un objeto o un lugar, por ejemplo «un gato en un jardín».',
  vendorUnreachable: 'No hemos podido contactar con {vendor} ahora mismo: este es el último estado conocido.',
  vendorNotConfigured: '{vendor} no está configurado aquí: este es el último estado conocido.',
};

export const zhRefusals: RefusalTexts = {
  noFace: '这张照片里没有找到人脸。请上传一张清晰的正面照片。',
  faceTooSmall:
    '这张照片里的人脸太小，无法生成清晰的头像（高 {height} 像素，至少需要 {needed} 像素）。请换一张距离更近或尺寸更大的照片。',
  faceTooBlurred:
    '这张照片里的人脸太模糊，无法生成清晰的头像（清晰度 {sharpness}，至少需要 {needed}）。请使用对焦清晰、光线充足、拍摄时保持稳定的照片。',
  notAnImage: '无法读取此文件中的图片。请上传 JPG、PNG 或 WebP 格式的照片。',
  imageNotAnimatable: '无法将这张图片生成视频。请换一张图片试试。',
  notAVideo: '无法读取此视频文件。请使用 MP4、MOV 或 WebM 格式的视频。',
  notMedia: '此文件不是可读取的视频或音频文件。',
  noStreams: '此文件不包含视频或音频轨道。',
  notSelfContained:
    '此文件引用了其他文件或地址（播放列表或清单），我们不会打开这类文件。请直接上传视频或音频文件本身。',
  mediaTimeout: '处理此文件耗时过长。请换一个更短或更简单的文件。',
  previewTimedOut: '预览耗时过长。请在水印周围画一个框，或不预览直接去除。',
  siteRefused: '该网站不允许我们下载此视频。请改为上传文件。',
  notDownloadable: '无法从此 URL 下载媒体。',
  uploadGone: '你上传的文件已不可用。',
  privateAddress: '无法访问此 URL：它必须是公开的 http(s) 地址。',
  fetchTimedOut: '获取该 URL 超时。',
  fetchFailed: '无法获取该 URL。',
  httpStatus: '该 URL 返回了 HTTP {status}。',
  remoteFileTooLarge: '该 URL 上的文件超过 {megabytes} MB。',
  downloadInterrupted: '下载被中断。',
  tooManyRedirects: '重定向次数过多。',
  rateLimited: '请求过于频繁，请稍候再试。',
  nothingToColour: '这张照片里没有足够大的形状可供涂色。请换一张主体清晰的照片。',
  cantDraw: '我们暂时还画不了 {subjects}。试试 {suggestions}。',
  nothingToDraw: '我们在你的描述里没有找到可以画的东西：请写出一种动物、一件物品或一个地方，例如“花园里的猫”。',
  vendorUnreachable: '暂时无法连接 {vendor}：以下是最近一次获取的状态。',
  vendorNotConfigured: '此处未配置 {vendor}：以下是最近一次获取的状态。',
};

/** A reason the server filled in (English), in `locale`: for the mail a user reads in their language. */
export function refusalIn(locale: Locale, message: string): string {
  if (locale === 'es') return translateRefusal(message, esRefusals);
  if (locale === 'zh') return translateRefusal(message, zhRefusals);
  return message;
}
