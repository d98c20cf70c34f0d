import { describe, expect, it } from 'vitest';
import { validateImageColouring, validateTextColouring } from './logic';

describe('colouring form checks', () => {
  it('text mode: a blank prompt (after trimming) is refused with the spec message', () => {
    expect(validateTextColouring('')).toBe('Please enter a prompt.');
    expect(validateTextColouring('   \n ')).toBe('Please enter a prompt.');
    expect(validateTextColouring('a cat in a garden')).toBeNull();
  });

  it('image mode: no image is refused with the spec message; an uploaded image passes', () => {
    expect(validateImageColouring(null)).toBe('Please upload an image first.');
    expect(validateImageColouring('/files/temp/2026/1/2/cat.png')).toBeNull();
  });
});
