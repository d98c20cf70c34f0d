/**
 * The generation tools' wire contract, shared by the widgets and the server: request bodies, the polled
 * task record, the spec's messages and constants, and the widgets' section configs.
 */
import { z } from 'zod';
import { imageSchema, sectionBase } from './section-base';

export const taskStatuses = ['queuing', 'processing', 'ok', 'no'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** GET /v1/AiTaskRecord/{task_id} → data. */
export const taskRecordSchema = z.object({
  task_id: z.string(),
  tool: z.string(),
  status: z.enum(taskStatuses),
  /** 0–100. */
  progress: z.number().min(0).max(100),
  url: z.string().nullable(),
  images: z.array(z.string()),
  content: z.unknown(),
  msg: z.string(),
  error_message: z.string(),
  /** The result video for video tools (image-to-video, watermark), else null. */
  video_url: z.string().nullable(),
  created_at: z.number().int(),
});
export type TaskRecord = z.infer<typeof taskRecordSchema>;

/** Every create endpoint of the generation tools → data. */
export const createTaskResultSchema = z.object({
  task_id: z.string(),
  video_url: z.string().nullable().optional(),
});
export type CreateTaskResult = z.infer<typeof createTaskResultSchema>;

/** A generation task id as `GET /v1/AiTaskRecord/{taskId}` accepts it (longer or empty ids answer 404). */
export const generationTaskIdSchema = z.string().min(1).max(64);

/** POST /v1/PPTDocmee/upload → the stored document, for word2pptx. */
export const documentUploadResultSchema = z.object({ url: z.string(), name: z.string(), size: z.number().int() });
export type DocumentUploadResult = z.infer<typeof documentUploadResultSchema>;

/** The spec's messages, character for character. */
export const messages = {
  selectImage: 'Please select an image to generate.',
  invalidBase64: 'Invalid base64 string format',
  selectVideoImage: 'Please select an image to generate the video.',
  invalidPrompt: 'Please enter a valid prompt.',
  invalidVideoUrl: 'Please enter a valid video URL.',
  uploadVideo: 'Please upload a video file.',
  emptyText: 'The content of the text cannot be empty!',
  onlyTxtDocx: 'Only .txt and .docx files are supported',
  /** The presentation's Upload tab with no file chosen (the text tab's empty message would ask for text). */
  uploadDocument: 'Please choose a .txt or .docx file to upload.',
  imageUploadFailed: 'Image upload failed. Please try again.',
  imageGenerationFailed: 'Image generation failed. Please try again.',
  imageGenerationTimedOut: 'Image generation timed out. Please try again.',
  videoCreateFailed: 'Failed to create video generation task. Please try again.',
  videoGenerationTimedOut: 'Video generation timed out. Please try again.',
  videoFetchFailed: 'Failed to fetch video result. Please try again.',
  apiRequestFailed: 'API request failed.',
  videoProcessingTimedOut: 'Video processing timed out. Please try again.',
  statusFailed: 'Failed to get processing status.',
  noVideoUrl: 'Processing finished, but no video URL was returned.',
  videoProcessingFailed: 'Video processing failed.',
  videoStartFailed: 'Failed to start video processing.',
  uploadNoFileUrl: 'Upload failed: No file URL was returned from the API.',
  uploadNoUrl: 'Upload succeeded but no file URL was returned.',
  fileUploadFailed: 'File upload failed. Please try again.',
  processingTimedOut: 'Processing timed out. Please try again.',
  taskFailed: 'Task failed during processing.',
  startFailed: 'Failed to start generation task.',
  processingFailed: 'Processing failed. Please wait a moment and try again',
  unexpected: 'An unexpected error occurred. Please try again.',
  noFiles: 'There are no files available for download.',
} as const;

/** Poll cadence and caps from the spec (section 9). */
export const polling = {
  headshot: { intervalMs: 2_500, maxTicks: 30 },
  imageToVideo: { intervalMs: 3_000, maxTicks: 120 },
  /** "more than 240 ticks is a timeout". */
  watermark: { intervalMs: 2_500, maxTicks: 240 },
  presentation: { intervalMs: 2_500, maxTicks: 30 },
} as const;

export const downloadNames = { image: 'image.webp', presentation: 'presentation.pptx', video: 'video.mp4' } as const;

/** `data:<mime>[;param=value]*;base64,<payload>` */
export const DATA_URL_PATTERN =
  /^data:([a-z]+\/[a-z0-9.+-]+)?(;[a-z0-9-]+=[a-z0-9.+-]+)*;base64,[A-Za-z0-9+/]+={0,2}$/i;

/** An image reference: a data URL (validated), an http(s) URL, or one of our /files/ URLs. */
export const imageRefSchema = z
  .string()
  .trim()
  .min(1, messages.selectImage)
  .refine((value) => !value.startsWith('data:') || DATA_URL_PATTERN.test(value), messages.invalidBase64)
  .refine(
    (value) => value.startsWith('data:') || /^https?:\/\//i.test(value) || value.startsWith('/files/'),
    messages.selectImage,
  );

export const generationToolNames = ['headshot', 'image-to-coloring', 'text-to-coloring'] as const;

/** POST /v1/rabbit/NanoBanana — the headshot widget and the colouring tools (dispatch on `tool`). */
export const nanoBananaRequestSchema = z
  .object({
    prompt: z.string().max(8_000).default(''),
    image_urls: z.array(imageRefSchema).max(4).optional(),
    num_images: z.coerce.number().int().min(1).max(4).optional(),
    tool: z.enum(generationToolNames).default('headshot'),
  })
  .passthrough();
export type NanoBananaRequest = z.infer<typeof nanoBananaRequestSchema>;

/** Image-to-video lengths in seconds and output resolutions (plan entitlements decide which a user may pick). */
export const VIDEO_DURATIONS = [5, 10] as const;
export type VideoDuration = (typeof VIDEO_DURATIONS)[number];
export const VIDEO_RESOLUTIONS = ['720p', '1080p'] as const;
export type VideoResolution = (typeof VIDEO_RESOLUTIONS)[number];
const VIDEO_DURATION_MESSAGE = 'Videos are 5 or 10 seconds long.';
const VIDEO_RESOLUTION_MESSAGE = 'Videos are 720p or 1080p.';

/** POST /v1/acedata/pixverse-video */
export const imageToVideoRequestSchema = z.object({
  // The image before the prompt: the spec checks them in that order, and the first issue is the one shown.
  image_url: z
    .string({ error: messages.selectVideoImage })
    .trim()
    .min(1, messages.selectVideoImage)
    .pipe(imageRefSchema),
  prompt: z.string({ error: messages.invalidPrompt }).trim().min(1, messages.invalidPrompt).max(4_000),
  product_type: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
  seed: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  /** Seconds: 5 or 10 (10 only on plans whose entitlements include it: checked before charging). */
  duration: z.coerce
    .number()
    .pipe(z.union([z.literal(5), z.literal(10)], { error: VIDEO_DURATION_MESSAGE }))
    .default(5),
  /** Output height: 720p or 1080p (1080p only on plans that include it). */
  resolution: z.enum(VIDEO_RESOLUTIONS, { error: VIDEO_RESOLUTION_MESSAGE }).default('720p'),
});
export type ImageToVideoRequest = z.infer<typeof imageToVideoRequestSchema>;

export const regionSchema = z.object({
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  w: z.number().int().min(2),
  h: z.number().int().min(2),
});
export type Region = z.infer<typeof regionSchema>;

/** The watermark widget's paste tab (spec §5): the URL, trimmed, must start with http. */
export const pastedVideoUrlSchema = z
  .string({ error: messages.invalidVideoUrl })
  .trim()
  .refine((value) => value.startsWith('http'), messages.invalidVideoUrl);

/** POST /v1/sora2/WatermarkRemover: a pasted URL, or the /files/ URL the upload tab stored. */
export const watermarkRequestSchema = z.object({
  video_add: z
    .string({ error: messages.invalidVideoUrl })
    .trim()
    .refine((value) => value.startsWith('http') || value.startsWith('/files/'), messages.invalidVideoUrl),
  /** Explicit boxes to clean (pixels of the source video); detected automatically when absent. */
  regions: z.array(regionSchema).max(8).optional(),
});
export type WatermarkRequest = z.infer<typeof watermarkRequestSchema>;

const deckOptions = {
  language: z.string().max(40).optional(),
  tone: z.string().max(40).optional(),
  length: z.string().max(40).optional(),
  model: z.string().max(60).optional(),
};

/** POST /v1/PPTDocmee/generatePptx — `subject` (text) or `dataUrl` (a .txt file as a data URL). */
export const generatePptxRequestSchema = z
  .object({
    subject: z.string().max(50_000).optional(),
    dataUrl: z.string().max(8_000_000).optional(),
    ...deckOptions,
  })
  .refine((value) => Boolean(value.subject?.trim() || value.dataUrl), {
    message: messages.emptyText,
    path: ['subject'],
  })
  .refine((value) => !value.dataUrl || DATA_URL_PATTERN.test(value.dataUrl), {
    message: messages.invalidBase64,
    path: ['dataUrl'],
  });
export type GeneratePptxRequest = z.infer<typeof generatePptxRequestSchema>;

/** POST /v1/PPTDocmee/word2pptx — a .docx already uploaded. */
export const word2PptxRequestSchema = z.object({
  file_url: z.string().trim().min(1, messages.uploadNoFileUrl),
  ...deckOptions,
});
export type Word2PptxRequest = z.infer<typeof word2PptxRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// Widget sections (each is a section type in contract/sections.ts)

const sectionHeading = {
  title: z.string().min(1),
  description: z.string().optional(),
};

/** A form field merged into the prompt template as `{name}`. */
export const promptFieldSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('select'),
    name: z.string().regex(/^[a-zA-Z]\w*$/),
    label: z.string().min(1),
    options: z.array(z.string().min(1)).min(1),
    default: z.string().optional(),
  }),
  z.object({
    kind: z.literal('text'),
    name: z.string().regex(/^[a-zA-Z]\w*$/),
    label: z.string().min(1),
    placeholder: z.string().optional(),
    default: z.string().default(''),
  }),
]);
export type PromptField = z.infer<typeof promptFieldSchema>;

/** Replaces `{name}` placeholders with the field values (unknown names become empty) and tidies spaces. */
export function applyPromptTemplate(
  template: string,
  values: Record<string, string>,
  options: { required?: readonly string[] } = {},
): string {
  // A required value left blank leaves nothing to send: the template's other parts (e.g. a camera move) must not
  // turn an empty prompt into a valid one, so the request schema refuses it ('Please enter a valid prompt.').
  if (options.required?.some((name) => template.includes(`{${name}}`) && !(values[name] ?? '').trim())) return '';
  return template
    .replace(/\{(\w+)\}/g, (_, name: string) => (values[name] ?? '').trim())
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .replace(/^[,;:]\s*|[,;:]$/g, '')
    .trim();
}

export const headshotToolSectionSchema = z.object({
  type: z.literal('headshot-tool'),
  ...sectionBase,
  ...sectionHeading,
  uploadLabel: z.string().default('Your photo'),
  uploadHint: z.string().default('PNG, JPG or WebP, one face, up to 10 MB'),
  fields: z.array(promptFieldSchema).default([]),
  /** The prompt sent to the generator: the fields merged in as {name}. */
  promptTemplate: z.string().min(1),
  buttonText: z.string().min(1).default('Generate headshot'),
  resultTitle: z.string().default('Your headshot'),
  /** Shown in the result panel before the first generation. */
  sample: z.object({ before: imageSchema, after: imageSchema }).optional(),
});
export type HeadshotToolSection = z.infer<typeof headshotToolSectionSchema>;

export const imageToVideoToolSectionSchema = z.object({
  type: z.literal('image-to-video-tool'),
  ...sectionBase,
  ...sectionHeading,
  uploadLabel: z.string().default('Start image'),
  promptLabel: z.string().default('Describe the motion'),
  promptPlaceholder: z.string().default('Slow zoom in on the subject, soft light'),
  /** `{prompt}` is the user's text; other `{name}`s come from `fields`. */
  promptTemplate: z.string().default('{prompt}'),
  fields: z.array(promptFieldSchema).default([]),
  productType: z.string().default('pixverse'),
  action: z.string().default('generate'),
  buttonText: z.string().min(1).default('Generate video'),
  resultTitle: z.string().default('Your video'),
  sampleVideo: z.object({ src: z.string().min(1), poster: z.string().optional() }).optional(),
});
export type ImageToVideoToolSection = z.infer<typeof imageToVideoToolSectionSchema>;

const watermarkTabSchema = z.object({
  title: z.string().min(1),
  label: z.string().min(1),
  description: z.string().optional(),
  placeholder: z.string().optional(),
});

export const watermarkToolSectionSchema = z.object({
  type: z.literal('watermark-tool'),
  ...sectionBase,
  ...sectionHeading,
  input: z.object({ paste: watermarkTabSchema, upload: watermarkTabSchema }),
  processButton: z.string().min(1),
  output: z.object({
    title: z.string().min(1),
    loadingText: z.string().min(1),
    beforeLabel: z.string().min(1),
    afterLabel: z.string().min(1),
    beforeVideoUrl: z.string().optional(),
    afterVideoUrl: z.string().optional(),
    downloadButton: z.string().min(1),
  }),
});
export type WatermarkToolSection = z.infer<typeof watermarkToolSectionSchema>;

export const presentationToolSectionSchema = z.object({
  type: z.literal('presentation-tool'),
  ...sectionBase,
  ...sectionHeading,
  initialTopic: z.string().default(''),
  tabs: z.object({ text: z.string().min(1), file: z.string().min(1) }),
  languageOptions: z.array(z.string().min(1)).min(1),
  toneOptions: z.array(z.string().min(1)).min(1),
  /** The default is the SECOND option (spec). */
  lengthOptions: z.array(z.string().min(1)).min(2),
  modelOptions: z.array(z.string().min(1)).min(1),
  charLimit: z.number().int().positive(),
  placeholder: z.string().default(''),
  buttonText: z.string().min(1),
  fileHint: z.string().default('.txt or .docx, one file'),
});
export type PresentationToolSection = z.infer<typeof presentationToolSectionSchema>;

/** The generation widgets' section schemas (spread into the union in contract/sections.ts). */
export const generationSectionSchemas = [
  headshotToolSectionSchema,
  imageToVideoToolSectionSchema,
  watermarkToolSectionSchema,
  presentationToolSectionSchema,
] as const;
