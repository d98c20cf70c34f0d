/**
 * TensorFlow.js on its WASM backend, set up once per engine thread for the models that run on it (face-api's nets,
 * the person matte). Not tfjs-node: its native build downloads libtensorflow at install, which this project may not do.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TensorFlow from '@tensorflow/tfjs';

const require = createRequire(import.meta.url);

export type Tf = typeof TensorFlow;

let loading: Promise<Tf> | null = null;

/** TensorFlow.js, its WASM backend ready (a failed start is tried again on the next call). */
export function tensorflow(): Promise<Tf> {
  loading ??= (async () => {
    const tf = require('@tensorflow/tfjs') as Tf;
    const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(prefix: string): void };
    wasm.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`);
    await tf.setBackend('wasm');
    await tf.ready();
    return tf;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
