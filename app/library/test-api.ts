/** Scripted API answers for the My Tasks screen tests (jsdom): a server task and a JSON response. */
import type { ServerTask } from '#contract/library';

export function serverTask(i: number, overrides: Partial<ServerTask> = {}): ServerTask {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    status: 'ok',
    title: `Clip ${i}`,
    user_id: 'u1',
    site_id: '31',
    type: 'video',
    category: null,
    thumbnail_url: null,
    avatar: null,
    duration: 17,
    video_url: `/files/temp/${i}.mp4`,
    source_url: `/files/temp/${i}.mp4`,
    size: 1000,
    created_at: 1_795_300_000,
    progress: 100,
    processing_step: 'processing_media',
    error_reason: null,
    ...overrides,
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
