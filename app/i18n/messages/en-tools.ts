/**
 * English text of the tool widgets (app/tools): its own module, imported by the (lazily loaded) widgets, so it loads
 * with them and not with every page (see ./en.ts).
 * `spec` is the spec's messages (contract/generation.ts) exactly as written: English pages show them unchanged, the
 * other languages translate them key for key; a widget turns an English spec message it got from its logic into
 * the page's language with `useToolText().say` (app/tools/shared/text.ts).
 * `options` names a select's English options in the page's language: the options themselves stay English, they are
 * the values the generator reads (a camera move, a crop).
 */
import { colouringMessages, RESULT_STATUS_LABEL } from '#contract/colouring';
import { messages } from '#contract/generation';
import { DECK_THEME_STYLES, DECK_THEMES, NO_LLM_MESSAGE, type DeckThemeName } from '#contract/presentation';
import { NO_WATERMARK_DETECTED } from '#contract/watermark-preview';
import colouringToolsFile from '#content/tools/colouring.json';

type Texts<T> = { [Key in keyof T]: string };

/** The words of one colouring tool (content/tools/colouring.json): a translation names the same fields. */
export interface ColouringToolText {
  label: string;
  title: string;
  description: string;
  /** The example pictures' alt text, in order. */
  examples: string[];
  promptLabel?: string;
  promptPlaceholder?: string;
  uploadLabel?: string;
  submitButtonText: string;
  batch: string;
  promptEnhancer?: { label: string; description?: string };
  difficulty?: string;
  dimension?: string;
  toggles: Record<string, { label: string; description?: string }>;
}

type ColouringToolFile = (typeof colouringToolsFile)['tools'][number] & {
  form: {
    promptEnhancer?: { label: string; description?: string };
    difficulty?: { label: string };
    dimension?: { label: string };
  };
};

/** The English words of each colouring tool, read from its config so they never drift from it. */
function colouringToolText(tool: ColouringToolFile): ColouringToolText {
  const { form } = tool;
  const optional = <T>(key: string, value: T | undefined) => (value === undefined ? {} : { [key]: value });
  return {
    label: tool.label,
    title: tool.title,
    description: tool.description,
    examples: tool.placeholderImages.map((image) => image.alt),
    ...optional('promptLabel', form.promptLabel),
    ...optional('promptPlaceholder', form.promptPlaceholder),
    ...optional('uploadLabel', 'uploadLabel' in form ? form.uploadLabel : undefined),
    submitButtonText: form.submitButtonText,
    batch: form.batch.label,
    ...optional('promptEnhancer', form.promptEnhancer),
    ...optional('difficulty', form.difficulty?.label),
    ...optional('dimension', form.dimension?.label),
    toggles: Object.fromEntries(
      form.toggles.map((toggle) => [
        toggle.name,
        'description' in toggle ? { label: toggle.label, description: toggle.description } : { label: toggle.label },
      ]),
    ),
  };
}

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
  presentation: {
    form: 'Presentation generator',
    topic: 'Topic or text',
    document: 'Document',
    language: 'Language',
    tone: 'Tone',
    length: 'Length',
    model: 'Model',
    writingOutline: 'Writing the outline…',
    reviewFirst: 'Review outline first (free)',
    building: 'Building your slides…',
    buildDeck: 'Build deck',
    downloadDeck: 'Download presentation',
    placeholder:
      'Your deck appears here: review its outline first or build it at once — then preview every slide and present it here.',
    readyTitle: 'Your presentation is ready',
    readyDescription: 'Download it as a PowerPoint file.',
    close: 'Close',
    downloadFile: 'Download {name}',
    uploading: 'Uploading…',
    /** contract/presentation.ts's refusals in English (a test keeps them equal); `say` translates them. */
    noLlm: NO_LLM_MESSAGE as string,
    needsLlmOutline: '{language} needs the LLM outline: no offline translator for {language} is installed.',
    needsLlm:
      '{language} needs an LLM, which is not configured here: no offline translator for {language} is installed.',
    tooManyPictures: 'A deck takes at most {max} of your pictures.',
    tooManySlides: 'An outline has at most {max} slides.',
    slideNeedsTitle: 'Every slide needs a title.',
    deckNeedsTitle: 'The deck needs a title.',
    sectionNeedsHeading: 'Every section needs a heading.',
    noSlides: 'The outline has no slides.',
    theme: {
      legend: 'Theme',
      brand: 'My brand colour',
      brandColour: 'Brand colour',
      names: Object.fromEntries(DECK_THEMES.map((name) => [name, DECK_THEME_STYLES[name].label])) as Record<
        DeckThemeName,
        string
      >,
    },
    logo: {
      legend: 'Your logo (optional)',
      /** contract/presentation.ts DECK_LOGO_HINT with its numbers as slots (a test keeps them equal). */
      hint: 'PNG, JPEG or WebP · {mb} MB and {megapixels} megapixels at most · shown small in the top right corner of every slide, larger on the title slide',
      alt: 'Your logo',
      remove: 'Remove logo',
      removeShort: 'Remove',
      choose: 'Choose a logo',
      change: 'Change logo',
      add: 'Add a logo',
      uploadFailed: 'Logo upload failed.',
    },
    pictures: {
      legend: 'Your pictures (optional)',
      /** DECK_PICTURES_HINT with its numbers as slots, and what happens to the pictures. */
      hint: 'Up to {max} pictures · PNG, JPEG or WebP · {mb} MB and {megapixels} megapixels each. Each goes on the slide its caption matches.',
      list: 'Your pictures',
      caption: 'Picture {number} caption',
      captionPlaceholder: 'Caption (optional)',
      remove: 'Remove picture {number}',
      removeShort: 'Remove',
      add: 'Add pictures',
      uploadFailed: 'Image upload failed.',
    },
    outline: {
      title: 'Review your outline',
      sectionsOne: '{count} section',
      sectionsMany: '{count} sections',
      slidesOne: '{count} slide',
      slidesMany: '{count} slides',
      summary: '{sections} · {slides} · the outline is free, building the deck spends credits',
      deckTitle: 'Deck title',
      subtitle: 'Subtitle',
      sections: 'Sections',
      sectionHeading: 'Section {number} heading',
      moveSectionUp: 'Move section {number} up',
      moveSectionDown: 'Move section {number} down',
      deleteSection: 'Delete section {number}',
      slide: 'Slide {number}: {title}',
      slideTitle: 'Slide {number} title',
      moveSlideUp: 'Move slide {number} up',
      moveSlideDown: 'Move slide {number} down',
      rewriteSlide: 'Write slide {number} again',
      deleteSlide: 'Delete slide {number}',
      table: 'A table of {rows} rows from your document ({cells}).',
      chart: 'A {kind} chart of {series} for {labels}.',
      chartKinds: { bar: 'bar', line: 'line', pie: 'pie' },
      columns: 'Columns: {columns}',
      columnWithPicture: '{heading} (with its picture)',
      points: 'Slide {number} points, one per line',
      pointsPlaceholder: 'One point per line',
      documentPicture: 'Picture from your document',
      yourPicture: 'Your picture',
      slidePicture: 'Slide {number} picture',
      noPicture: 'No picture',
      fromDocument: 'From your document',
      picture: 'Picture {number}',
      addSlideAfter: 'Add a slide after',
      addSlide: 'Add a slide',
      addSection: 'Add a section',
      discard: 'Discard outline',
      /** What a new slide or section starts with (the user writes over it). */
      newSlide: 'New slide',
      newPoint: 'A point',
      newSection: 'New section',
    },
    preview: {
      present: 'Present',
      presenterView: 'Presenter view',
      pdf: 'PDF',
      editOutline: 'Edit outline',
      slideOf: 'Slide {index} of {count}',
      slides: 'Slides',
      showSlide: 'Show slide {index}',
      previous: 'Previous slide',
      next: 'Next slide',
      fullScreen: 'Full screen',
      end: 'End the presentation',
      presentation: 'Presentation',
      speakerNotes: 'Speaker notes',
      notes: 'Notes',
      noNotes: 'No notes for this slide.',
      elapsed: 'Elapsed',
      pause: 'Pause',
      resume: 'Resume',
      reset: 'Reset',
      upNext: 'Next',
      nextSlide: 'Next: slide {index}',
      endOfDeck: 'End of the deck',
    },
  },
  colouring: {
    /** The spec's colouring messages (contract/colouring.ts) exactly as written; `say` translates them. */
    spec: colouringMessages as Texts<typeof colouringMessages>,
    section: 'Colouring pages',
    tools: 'Colouring tools',
    creating: 'Creating…',
    prompt: 'Prompt',
    promptOptional: 'Prompt (optional)',
    uploadImage: 'Upload an image',
    offlineNote:
      "Offline mode draws each thing you name from a library of about 930 line-art subjects (animals, vehicles, people, places, food, things at home, toys, instruments, seasons and holidays; in English, Spanish, French, German or Chinese), and also draws letters, numbers and mandalas. If we can't draw something, we say so before any credits are spent.",
    lineWeight: 'Line weight',
    lineWeights: { thin: 'Thin', medium: 'Medium', bold: 'Bold' },
    paper: 'Paper',
    papers: { A4: 'A4 (300 DPI)', Letter: 'US Letter (300 DPI)' },
    difficulties: { Children: 'Children', Teens: 'Teens', Adults: 'Adults', Expert: 'Expert' },
    dimensions: {
      Default: 'Default (A4 portrait)',
      Square: 'Square',
      Landscape: 'Landscape',
      Portrait: 'Portrait (2:3)',
    },
    upload: {
      drop: 'Click or drop a photo here',
      uploading: 'Uploading… {percent}%',
      hint: 'PNG, JPEG or WebP, up to {mb} MB',
      uploaded: 'Uploaded: {name}',
      remove: 'Remove image',
      removeShort: 'Remove',
      progress: 'Upload progress',
      cancel: 'Cancel',
    },
    results: {
      title: 'Results',
      previous: 'Previous result',
      next: 'Next result',
      result: 'Result {number}',
      page: 'Colouring page {number}',
      /** The spec's status label. */
      public: RESULT_STATUS_LABEL as string,
      downloadPng: 'Download PNG',
      more: 'More actions for result {number}',
      regenerate: 'Regenerate',
      delete: 'Delete',
      example: 'Example',
    },
    print: {
      section: 'Print',
      title: 'Print-ready PDF',
      note: '· 300 DPI, 0.5 in margins',
      paper: 'Paper',
      papers: { A4: 'A4', Letter: 'US Letter' },
      pages: 'Pages',
      allPages: 'All {count} pages',
      page: 'Page {number}',
      preparing: 'Preparing PDF…',
      download: 'Download PDF',
    },
    /** Each tool's words by its id; English from content/tools/colouring.json. */
    toolText: Object.fromEntries(
      (colouringToolsFile.tools as ColouringToolFile[]).map((tool) => [tool.id, colouringToolText(tool)]),
    ) as Record<string, ColouringToolText>,
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
