/** The generation widgets as lazy section components (kept out of other pages' first load). */
import { lazy } from 'react';

export const LazyHeadshotTool = lazy(() =>
  import('../headshot/HeadshotTool').then((m) => ({ default: m.HeadshotTool })),
);
export const LazyImageToVideoTool = lazy(() =>
  import('../image-to-video/ImageToVideoTool').then((m) => ({ default: m.ImageToVideoTool })),
);
export const LazyWatermarkTool = lazy(() =>
  import('../watermark/WatermarkTool').then((m) => ({ default: m.WatermarkTool })),
);
export const LazyPresentationTool = lazy(() =>
  import('../presentation/PresentationTool').then((m) => ({ default: m.PresentationTool })),
);

/** Spread into `sectionRegistry` (app/sections/registry.tsx). */
export const generationSections = {
  'headshot-tool': LazyHeadshotTool,
  'image-to-video-tool': LazyImageToVideoTool,
  'watermark-tool': LazyWatermarkTool,
  'presentation-tool': LazyPresentationTool,
} as const;
