/** Spanish text of the server's reasons (same keys and slots as ./en-refusals.ts). */
import type { enRefusals } from './en-refusals';

export const esRefusals: typeof enRefusals = {
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
  nothingToColour:
    'No encontramos formas lo bastante grandes para colorear en esta foto. Prueba con una foto con un motivo claro.',
  cantDraw: 'Todavía no sabemos dibujar {subjects}. Prueba con {suggestions}.',
};
