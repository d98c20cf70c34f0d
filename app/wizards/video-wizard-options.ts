/** The video-from-idea wizard's fixed options (a prototype: mock by design). */
export const VIDEO_WIZARD_COST = 333;
export const VIDEO_DURATIONS = ['3m', '5m'] as const;
export const VIDEO_RATIOS = ['16:9', '9:16', '1:1'] as const;
export const VIDEO_MODELS = ['hailuo-02', 'sora-1.0'] as const;
export const VOICE_PRECISIONS = ['exact', 'flexible'] as const;
export const VISUAL_STYLE_COUNT = 60;
/** Five levels from Informal to Formal; the default is the 3rd. */
export const FORMALITY_LEVELS = ['Informal', 'Casual', 'Balanced', 'Professional', 'Formal'] as const;
export const DEFAULT_FORMALITY_INDEX = 2;
/** A few of the visual styles, shown as a sample of the catalogue. */
export const FEATURED_VISUAL_STYLES = [
  'Cinematic',
  'Watercolour',
  'Documentary',
  'Claymation',
  'Neon noir',
  'Paper cut-out',
] as const;
