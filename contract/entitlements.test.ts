import { describe, expect, it } from 'vitest';
import plansJson from '#content/plans/plans.json';
import { cardDisagreements, entitlementMessages } from './entitlements';
import { parsePlansFile } from './pricing';
import { firstIssueMessage, imageToVideoInputSchema } from './tool-inputs';

const { plans, freeTier } = parsePlansFile('content/plans/plans.json', plansJson);
const byType = (type: string) => plans.find((plan) => plan.service_type === type)!;

describe('plan entitlements in content/plans', () => {
  it('every card states what its plan adds, with the values the tools enforce', () => {
    expect(cardDisagreements(freeTier, plans)).toEqual([]);
  });

  it('holds each card promise in the structured block', () => {
    expect(freeTier.entitlements).toMatchObject({
      video_seconds: 5,
      watermark_resolution: '720p',
      priority_queue: false,
    });
    expect(byType('pro').entitlements).toMatchObject({ video_seconds: 10, priority_queue: true });
    expect(byType('max').entitlements).toMatchObject({ watermark_resolution: '1080p', video_resolution: '1080p' });
    expect(byType('promax').entitlements.batch).toBe(4);
    expect(byType('max').entitlements.batch).toBeLessThan(4);
  });

  it('finds a card that promises more than its block (or forgets a promise)', () => {
    const pro = byType('pro');
    const lying = {
      ...pro,
      features: pro.features.map((f) => (f === 'Image-to-video up to 10 s' ? 'Image-to-video up to 20 s' : f)),
    };
    expect(cardDisagreements(freeTier, [byType('basic'), lying])).toEqual([
      'Pro: "Image-to-video up to 20 s" disagrees with video_seconds = 10',
      'Pro: the card does not say "Image-to-video up to 10 s"',
    ]);
    const silent = { ...byType('promax'), features: ['8,000 credits every month'] };
    expect(cardDisagreements(freeTier, [byType('basic'), byType('pro'), byType('max'), silent])).toEqual([
      'Pro Max: the card does not say "Batch generation of 4 results"',
    ]);
  });

  it('names the cheapest plan that includes what was refused', () => {
    expect(entitlementMessages.videoSeconds(plans, 10)).toBe('10-second videos come with the Pro plan.');
    expect(entitlementMessages.videoResolution(plans, '1080p')).toBe('1080p videos come with the Max plan.');
    expect(entitlementMessages.watermarkResolution(plans, '720p', 1080)).toBe(
      'This video is 1080p: watermark removal above 720p comes with the Max plan.',
    );
    expect(entitlementMessages.batch(plans, 3, 4)).toBe(
      'Your plan makes up to 3 at once: batches of 4 come with the Pro Max plan.',
    );
  });
});

describe('image-to-video duration and resolution (the fields the engine reads)', () => {
  const base = { image_url: '/files/a.png', prompt: 'pan left' };
  it('defaults to 5 s at 720p and takes 10 s and 1080p', () => {
    expect(imageToVideoInputSchema.parse(base)).toMatchObject({ duration: 5, resolution: '720p' });
    expect(imageToVideoInputSchema.parse({ ...base, duration: '10', resolution: '1080p' })).toMatchObject({
      duration: 10,
      resolution: '1080p',
    });
  });
  it('refuses other lengths and resolutions', () => {
    expect(firstIssueMessage(imageToVideoInputSchema, { ...base, duration: 7 })).toBe(
      'Videos are 5 or 10 seconds long.',
    );
    expect(firstIssueMessage(imageToVideoInputSchema, { ...base, resolution: '4k' })).toBe('Videos are 720p or 1080p.');
  });
});
