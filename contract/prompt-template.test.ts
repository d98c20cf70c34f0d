import { describe, expect, it } from 'vitest';
import { applyPromptTemplate, messages } from './generation';
import { firstIssueMessage, imageToVideoInputSchema } from './tool-inputs';

describe('image-to-video prompt template (issue #22 item 6)', () => {
  const template = '{prompt}, {camera}';

  it('an empty "Describe the motion" is not made valid by the camera option', () => {
    for (const prompt of ['', '   ']) {
      const merged = applyPromptTemplate(template, { prompt, camera: 'zoom out' }, { required: ['prompt'] });
      expect(merged).toBe('');
      // The schema the server validates with refuses it, with the spec's message.
      expect(firstIssueMessage(imageToVideoInputSchema, { image_url: '/files/a.png', prompt: merged })).toBe(
        messages.invalidPrompt,
      );
    }
  });

  it('a described motion keeps the camera option', () => {
    expect(applyPromptTemplate(template, { prompt: 'Slow reveal', camera: 'zoom out' }, { required: ['prompt'] })).toBe(
      'Slow reveal, zoom out',
    );
  });
});
