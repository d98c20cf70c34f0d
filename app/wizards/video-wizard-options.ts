/** The video-from-idea wizard's fixed options (a prototype: mock by design). */
export const VIDEO_WIZARD_COST = 333;
export const VIDEO_DURATIONS = ['3m', '5m'] as const;
export const VIDEO_RATIOS = ['16:9', '9:16', '1:1'] as const;
export const VIDEO_MODELS = ['hailuo-02', 'sora-1.0'] as const;
export const VOICE_PRECISIONS = ['exact', 'flexible'] as const;
/** Five levels from Informal to Formal; the default is the 3rd. */
export const FORMALITY_LEVELS = ['Informal', 'Casual', 'Balanced', 'Professional', 'Formal'] as const;
export const DEFAULT_FORMALITY_INDEX = 2;
/** The whole catalogue of visual styles (the spec's 60); the first six are shown until the user asks for all. */
export const VISUAL_STYLES = [
  'Cinematic',
  'Watercolour',
  'Documentary',
  'Claymation',
  'Neon noir',
  'Paper cut-out',
  'Anime',
  'Pixar-like 3D',
  'Stop motion',
  'Oil painting',
  'Pencil sketch',
  'Charcoal',
  'Ink wash',
  'Comic book',
  'Graphic novel',
  'Pop art',
  'Art deco',
  'Art nouveau',
  'Bauhaus',
  'Minimalist',
  'Flat illustration',
  'Isometric',
  'Low poly',
  'Voxel',
  'Pixel art',
  '8-bit retro',
  'Vaporwave',
  'Synthwave',
  'Cyberpunk',
  'Steampunk',
  'Fantasy epic',
  'Sci-fi',
  'Film noir',
  'Black and white',
  'Sepia',
  'Vintage film',
  'Super 8',
  'VHS',
  'Polaroid',
  'Tilt-shift',
  'Drone aerial',
  'Time-lapse',
  'Slow motion',
  'Handheld',
  'Studio product',
  'Nature documentary',
  'Travel vlog',
  'News report',
  'Corporate',
  'Whiteboard',
  'Chalkboard',
  'Infographic',
  'Kinetic typography',
  'Collage',
  'Mosaic',
  'Stained glass',
  'Origami',
  'Embroidery',
  'Lego brick',
  'Puppet theatre',
] as const;
export const VISUAL_STYLE_COUNT = VISUAL_STYLES.length;
/** Shown before "Show all": the first row or two. */
export const FEATURED_VISUAL_STYLES = VISUAL_STYLES.slice(0, 6);
