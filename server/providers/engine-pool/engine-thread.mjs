/**
 * An engine thread's entry (plain JavaScript: the thread starts as plain Node). tsx's ESM hooks are registered here,
 * in the thread — `--import tsx` in a worker's execArgv does not install them on Node 20 — then worker.ts runs from
 * source, the same under `node --import tsx`, vitest and `npm run dev`.
 */
import { register } from 'tsx/esm/api';

register();
const { default: runEngineTask } = await import('./worker.ts');

export default runEngineTask;
