/** Simplified Chinese text of the server's reasons (same keys and slots as ./en-refusals.ts). */
import type { enRefusals } from './en-refusals';

export const zhRefusals: typeof enRefusals = {
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
  nothingToColour: '这张照片里没有足够大的形状可供涂色。请换一张主体清晰的照片。',
  cantDraw: '我们暂时还画不了 {subjects}。试试 {suggestions}。',
};
