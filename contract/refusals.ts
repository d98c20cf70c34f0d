/**
 * The server's own reasons a user reads when a file, a link or a photo cannot be used (the spec's messages are in
 * ./generation.ts), as templates with `{slots}`. The server fills them in English, the API's language
 * (`refusal(key, values)`); the interface knows the templates, so it shows the reason in the page's language with the
 * values carried over (app/tools/shared/text.ts). One source for both sides: a reason reworded here is still
 * recognised there.
 */
import { fill } from './fill';
import { templateTranslator } from './templates';

export const refusals = {
  noFace: 'No face was found in this photo. Please upload a clear, front-facing photo.',
  faceTooSmall:
    'The face in this photo is too small for a sharp headshot ({height} px tall; it needs at least {needed} px). Please use a closer or larger photo.',
  faceTooBlurred:
    'The face in this photo is too blurred for a sharp headshot (sharpness {sharpness} of the {needed} needed). Please use an in-focus photo, taken in good light and held still.',
  notAnImage: 'This file is not an image we can read. Please upload a JPG, PNG or WebP photo.',
  imageNotAnimatable: 'This image could not be turned into a video. Please try another image.',
  notAVideo: 'This file is not a video we can read. Please use an MP4, MOV or WebM video.',
  notMedia: 'This file is not a readable video or audio file.',
  noStreams: 'This file has no video or audio stream.',
  notSelfContained:
    'This file refers to other files or addresses (a playlist or a list), which we do not open. Please upload the video or audio file itself.',
  mediaTimeout: 'This file took too long to process. Please try a shorter or simpler file.',
  previewTimedOut: 'The preview took too long. Draw a box around the watermark, or remove it without a preview.',
  siteRefused: 'This site did not let us download the video. Upload the file instead.',
  notDownloadable: 'Could not download the media from this URL.',
  uploadGone: 'The uploaded file is no longer available.',
  privateAddress: 'This URL cannot be fetched: it must be a public http(s) address.',
  fetchTimedOut: 'Fetching the URL timed out.',
  fetchFailed: 'Could not fetch the URL.',
  httpStatus: 'The URL answered HTTP {status}.',
  remoteFileTooLarge: 'The file at this URL is larger than {megabytes} MB.',
  downloadInterrupted: 'The download was interrupted.',
  tooManyRedirects: 'Too many redirects.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  nothingToColour: 'We found no shapes large enough to colour in this photo. Please try a photo with a clear subject.',
  cantDraw: "We can't draw {subjects} yet: try {suggestions}.",
  nothingToDraw:
    "We couldn't find anything to draw in your prompt: name an animal, a thing or a place, for example 'a cat in a garden'.",
  /** The billing page when the payment vendor could not be asked for the subscription's current state. */
  vendorUnreachable: '{vendor} could not be reached just now: this is the last known state.',
  vendorNotConfigured: '{vendor} is not configured here: this is the last known state.',
} as const;

export type RefusalKey = keyof typeof refusals;

/** A refusal with its slots filled (numbers as they are; words quoted by the caller). */
export function refusal(key: RefusalKey, values: Record<string, string | number> = {}): string {
  return fill(refusals[key], values);
}

export type RefusalTexts = { [Key in RefusalKey]: string };

/** A reason the server filled in, in `dictionary`'s language (slots carried over); any other text unchanged. */
export const translateRefusal = templateTranslator<RefusalTexts>(
  (Object.keys(refusals) as RefusalKey[]).map((key) => [refusals[key], (t: RefusalTexts) => t[key]] as const),
);
