import { describe, expect, it } from 'vitest';
import { watermarkRequestSchema } from './generation';
import {
  firstIssueMessage,
  headshotInputSchema,
  imageToColouringInputSchema,
  imageToVideoInputSchema,
  presentationInputSchema,
  textToColouringInputSchema,
} from './tool-inputs';

const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';

describe('tool input schemas (one source for widget and server)', () => {
  it('answers the first issue message, or null', () => {
    expect(firstIssueMessage(headshotInputSchema, { image_urls: [IMAGE] })).toBeNull();
    expect(firstIssueMessage(headshotInputSchema, {})).toBe('Please select an image to generate.');
    expect(firstIssueMessage(headshotInputSchema, { image_urls: ['data:image/png;base64,###'] })).toBe(
      'Invalid base64 string format',
    );
  });

  it('image-to-video: the image is checked before the prompt, missing or blank, with the spec messages', () => {
    expect(firstIssueMessage(imageToVideoInputSchema, {})).toBe('Please select an image to generate the video.');
    expect(firstIssueMessage(imageToVideoInputSchema, { image_url: null, prompt: '' })).toBe(
      'Please select an image to generate the video.',
    );
    expect(firstIssueMessage(imageToVideoInputSchema, { image_url: '/files/a.png' })).toBe(
      'Please enter a valid prompt.',
    );
  });

  it('watermark: the request takes an http URL or our /files/ URL, nothing else', () => {
    expect(watermarkRequestSchema.safeParse({ video_add: ' https://x/v.mp4 ' }).data).toEqual({
      video_add: 'https://x/v.mp4',
    });
    expect(watermarkRequestSchema.safeParse({ video_add: '/files/v.mp4' }).success).toBe(true);
    expect(firstIssueMessage(watermarkRequestSchema, { video_add: 'ftp://x' })).toBe('Please enter a valid video URL.');
    expect(firstIssueMessage(watermarkRequestSchema, {})).toBe('Please enter a valid video URL.');
  });

  it('presentation: the named source must be present', () => {
    expect(firstIssueMessage(presentationInputSchema, { source: 'text', subject: ' ' })).toBe(
      'The content of the text cannot be empty!',
    );
    expect(firstIssueMessage(presentationInputSchema, { source: 'docx', subject: 'x' })).toBe(
      'The content of the text cannot be empty!',
    );
    expect(firstIssueMessage(presentationInputSchema, { source: 'docx', file_url: '/files/a.docx' })).toBeNull();
  });

  it('colouring: text needs a prompt, image needs an image; batch defaults to 1', () => {
    expect(firstIssueMessage(textToColouringInputSchema, { prompt: '  ' })).toBe('Please enter a prompt.');
    expect(firstIssueMessage(textToColouringInputSchema, {})).toBe('Please enter a prompt.');
    expect(firstIssueMessage(imageToColouringInputSchema, { prompt: '' })).toBe('Please upload an image first.');
    expect(textToColouringInputSchema.parse({ prompt: ' cat ' })).toEqual({ prompt: 'cat', num_images: 1 });
    expect(firstIssueMessage(imageToColouringInputSchema, { image_urls: [IMAGE], num_images: 5 })).not.toBeNull();
  });
});
