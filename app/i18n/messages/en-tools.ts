/**
 * English text of the tool widgets (app/tools): its own module, imported by the (lazily loaded) widgets, so it loads
 * with them and not with every page (see ./en.ts).
 * `spec` is the spec's messages (contract/generation.ts) exactly as written: English pages show them unchanged, the
 * other languages translate them key for key; a widget turns an English spec message it got from its logic into
 * the page's language with `useToolText().say` (app/tools/shared/text.ts).
 * `options` names a select's English options in the page's language: the options themselves stay English, they are
 * the values the generator reads (a camera move, a crop).
 */
import { messages } from '#contract/generation';
import { NO_WATERMARK_DETECTED } from '#contract/watermark-preview';

type Texts<T> = { [Key in keyof T]: string };

export const enTools = {
  spec: messages as Texts<typeof messages>,
  options: {} as Record<string, string>,
  /** app/lib/upload.ts's refusals (the spec's), `{mb}` filled in. */
  upload: {
    onlyImages: 'Only PNG, JPEG or WebP images are supported.',
    tooLarge: 'File size exceeds {mb}MB limit. Please upload a smaller file.',
  },
  before: 'Before',
  after: 'After',
  dropFile: 'Drop a file here or choose one',
  selectedPreview: 'Selected file preview',
  notAvailableHere: '{option} — not available here',
  elapsed: '{progress}% · {time} elapsed',
  credit: '{count} credit',
  credits: '{count} credits',
  seePlans: 'See plans',
  uploading: 'Uploading… {percent}%',
  imageHint: 'PNG, JPG or WebP, up to 10 MB',
  generating: 'Generating…',
  download: 'Download',
  recentRuns: 'Your recent runs',
  runStatus: { queuing: 'Queued', processing: 'Running', ok: 'Done', no: 'Failed' },
  resultPreview: 'Result preview',
  allCreations: 'All your creations',
  openResult: 'Open result',
  headshot: {
    form: 'Headshot generator',
    creating: 'Creating your headshot…',
    compare: 'Compare original and headshot',
    original: 'Your original photo',
    generated: 'Generated studio headshot',
    exampleCompare: 'Example before and after',
    exampleNote: 'An example made by this tool. Yours appears here.',
    placeholder: 'Your headshot appears here.',
  },
  watermark: {
    form: 'Watermark remover',
    /** The watermark logic's own messages (app/tools/watermark/logic.ts, contract/watermark-preview.ts). */
    success: 'Watermark removed. Your video is ready.',
    noneFound: NO_WATERMARK_DETECTED as string,
    limits: 'Your {plan} plan: videos up to {resolution} (the short side), MP4 up to {mb} MB.',
    addMore: 'Add more videos (batch)',
    batchNote: 'Each video becomes its own task; its watermark is found automatically.',
    box: '{count} box to clean — adjust if needed.',
    boxes: '{count} boxes to clean — adjust if needed.',
    finding: 'Looking for the watermark…',
    find: 'Find the watermark (free preview)',
    uploadingVideo: 'Uploading your video…',
    batchTitle: 'Batch · {count} videos',
    batchStatus: {
      waiting: 'Waiting',
      uploading: 'Uploading…',
      processing: 'Removing the watermark…',
      done: 'Done',
      failed: 'Failed',
    },
    notStartedCredits: 'Not started: not enough credits.',
    /** contract/entitlements.ts `entitlementMessages.batch` in English (a test keeps them equal). */
    batchWithPlan: 'Your plan makes up to {allowed} at once: batches of {wanted} come with the {plan} plan.',
    batchAtMost: 'Up to {allowed} at once.',
    chosen: '{count} videos chosen.',
    batchSection: 'Batch',
    batchList: 'Videos in this batch',
    notEnoughCredits: 'Not enough credits.',
    removeFile: 'Remove {name}',
    regions: 'Watermark boxes on a frame of your video',
    region: 'Watermark box {index}',
    regionLow: 'Watermark box {index}, low confidence',
    addBox: 'Add box',
    removeBox: 'Remove box',
    regionHelp:
      'Drag on the frame to draw a box. Arrow keys move the selected box, Shift+arrows resize it, Delete removes it.',
  },
  imageToVideo: {
    form: 'Image to video generator',
    length: 'Length',
    resolution: 'Resolution',
    seconds: '{seconds} s',
    rendering: 'Rendering your video…',
    generatedVideo: 'Generated video',
    exampleVideo: 'Example video',
    placeholder: 'Your video appears here.',
    /** contract/entitlements.ts `entitlementMessages` in English (a test keeps them equal). */
    secondsWithPlan: '{seconds}-second videos come with the {plan} plan.',
    secondsAtMost: 'Videos are at most 5 seconds long.',
    resolutionWithPlan: '{resolution} videos come with the {plan} plan.',
    resolutionAtMost: 'Videos are at most 720p.',
  },
};
