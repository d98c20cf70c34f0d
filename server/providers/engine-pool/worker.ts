/**
 * An engine thread (started by pool.ts through piscina). Each task names an engine's in-thread implementation;
 * the engine's module is imported on its first task, so a thread loads only the models it is asked to use, once.
 */
import {
  errorToAnswer,
  markEngineThread,
  PROGRESS_DONE,
  type EngineContext,
  type EngineTask,
  type EngineTaskAnswer,
  type EngineTaskMessage,
} from './pool';

markEngineThread();

/** `never` input: each implementation takes its own input type; the caller in pool.ts sent the matching one. */
type Implementation = (input: never, context: EngineContext) => Promise<unknown>;

const implementations: Record<EngineTask, () => Promise<Implementation>> = {
  headshot: async () => (await import('../image/local')).headshotInThread,
  'headshot-precheck': async () => (await import('../image/local')).headshotRefusalInThread,
  'subject-mask': async () => (await import('../image/local')).subjectMaskInThread,
  'face-detection': async () => (await import('../image/face')).detectFaceInThread,
  'line-art': async () => (await import('../colouring/line-art')).lineArtVariantsInThread,
  'colouring-composer': async () => (await import('../colouring/composer')).composePageInThread,
  'watermark-detection': async () => (await import('../video/watermark-detect')).detectStaticOverlaysInThread,
  'watermark-removal': async () => (await import('../video/watermark/engine')).removeWatermarkInThread,
  'watermark-preview': async () => (await import('../video/watermark-preview')).detectForPreviewInThread,
  'image-to-video-layers': async () => (await import('../video/image-to-video-layers')).prepareShotLayersInThread,
};

export default async function runEngineTask({
  task,
  input,
  progressPort,
}: EngineTaskMessage): Promise<EngineTaskAnswer> {
  const context: EngineContext = { progress: (percent) => progressPort?.postMessage(percent) };
  try {
    const run = await implementations[task]();
    return { ok: true, output: await run(input as never, context) };
  } catch (error) {
    return errorToAnswer(error);
  } finally {
    progressPort?.postMessage(PROGRESS_DONE);
    progressPort?.close();
  }
}
