import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sectionSchema, type SectionOf } from '#contract/sections';
import { Faq } from './Faq';

const section = sectionSchema.parse({
  type: 'faq',
  title: 'Questions',
  items: [
    { question: 'How do credits work?', answer: 'Every generation spends credits.' },
    { question: 'Do my photos train anything?', answer: 'No, never.' },
    { question: 'Which files can I upload?', answer: 'PNG, JPEG or WebP.' },
  ],
}) as SectionOf<'faq'>;

const expanded = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);

describe('FAQ accordion', () => {
  it('opens one item at a time, and clicking the open item closes it', async () => {
    const user = userEvent.setup();
    render(<Faq section={section} />);
    expect(expanded()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'How do credits work?' }));
    expect(expanded()).toEqual(['How do credits work?']);
    expect(screen.getByText('Every generation spends credits.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Which files can I upload?' }));
    expect(expanded()).toEqual(['Which files can I upload?']);
    expect(screen.queryByText('Every generation spends credits.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Which files can I upload?' }));
    expect(expanded()).toEqual([]);
  });
});
