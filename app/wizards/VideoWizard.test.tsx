import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { sectionSchema, type SectionOf } from '#contract/sections';
import { VideoWizard } from './VideoWizard';

beforeAll(() => {
  // Radix Slider measures its track.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const section = sectionSchema.parse({ type: 'video-wizard', title: 'Video from an idea' }) as SectionOf<'video-wizard'>;

describe('video-from-idea wizard', () => {
  it('goes from the idea step to the style step and back, with the spec options and defaults', async () => {
    const user = userEvent.setup();
    render(<VideoWizard section={section} />);
    expect(screen.getByText(/Step 1 of 2/)).toBeTruthy();
    expect(screen.getByTestId('video-wizard-cost').textContent).toContain('333');
    const next = screen.getByRole('button', { name: /Next: style/ });
    expect((next as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByLabelText('Your idea'), 'How bees make honey');
    await user.type(screen.getByLabelText('Script (optional)'), 'Bees dance.');
    await user.click(next);
    expect(screen.getByText(/Step 2 of 2/)).toBeTruthy();

    const options = (legend: string) =>
      Array.from(
        screen.getByRole('group', { name: legend }).querySelectorAll('input[type=radio]'),
        (input) => (input as HTMLInputElement).value,
      );
    expect(options('Duration')).toEqual(['3m', '5m']);
    expect(options('Aspect ratio')).toEqual(['16:9', '9:16', '1:1']);
    expect(options('Model')).toEqual(['hailuo-02', 'sora-1.0']);
    expect(options('Voice precision')).toEqual(['exact', 'flexible']);
    expect(screen.getByText(/60 visual styles/)).toBeTruthy();
    const formality = screen.getByRole('slider');
    expect(formality.getAttribute('aria-valuenow')).toBe('2');
    expect(formality.getAttribute('aria-valuemax')).toBe('4');
    expect(screen.getByTestId('formality-value').textContent).toBe('Balanced');
    expect(
      ['Informal', 'Casual', 'Balanced', 'Professional', 'Formal'].every(
        (level) => screen.getAllByText(level).length > 0,
      ),
    ).toBe(true);

    await user.click(screen.getByRole('radio', { name: '5m' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText(/Step 1 of 2/)).toBeTruthy();
    expect((screen.getByLabelText('Your idea') as HTMLTextAreaElement).value).toBe('How bees make honey');
  });
});
