/**
 * Face detection with @vladmandic/face-api on TensorFlow.js's WASM backend (tfjs.ts).
 * The SSD MobileNet weights ship inside the package (`model/`); loaded once per engine thread (the detection runs in
 * the engine pool, off the web process's event loop).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { runEngine } from '../engine-pool/pool';
import { tensorflow, type Tf } from './tfjs';

const require = createRequire(import.meta.url);

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}

interface Net {
  loadFromDisk(dir: string): Promise<void>;
  isLoaded: boolean;
}
interface FaceApi {
  nets: { ssdMobilenetv1: Net; faceLandmark68Net: Net; faceRecognitionNet: Net };
  SsdMobilenetv1Options: new (options: { minConfidence: number }) => unknown;
  /** A task: awaited, the detections; chained, the landmarks and 128-number descriptors too. */
  detectAllFaces(
    input: unknown,
    options: unknown,
  ): PromiseLike<Array<{ box: { x: number; y: number; width: number; height: number }; score: number }>> & {
    withFaceLandmarks(): {
      withFaceDescriptors(): Promise<
        Array<{ detection: { box: { width: number; height: number } }; descriptor: Float32Array }>
      >;
    };
  };
}

let loading: Promise<{ tf: Tf; faceapi: FaceApi }> | null = null;

function load(): Promise<{ tf: Tf; faceapi: FaceApi }> {
  loading ??= (async () => {
    const tf = await tensorflow();
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
    return { tf, faceapi };
  })().catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}

let loadingDescriptors: Promise<void> | null = null;

/** The landmark and recognition nets (also shipped in the package's `model/`), loaded on first use only. */
function loadDescriptorNets(faceapi: FaceApi): Promise<void> {
  loadingDescriptors ??= (async () => {
    const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
    await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
    await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir);
  })().catch((error) => {
    loadingDescriptors = null;
    throw error;
  });
  return loadingDescriptors;
}

/**
 * The largest face's descriptor: face-api's 128-number face recognition embedding (a ResNet-34 trained for face
 * identity; two photos of the same person are usually under 0.6 apart in Euclidean distance, the library's own
 * threshold, and very close photos under 0.3). Null when no face is found. Used to check that a headshot keeps the
 * person's identity (bench/headshot-matte.ts, the headshot tests).
 */
export async function faceDescriptorInThread(image: Uint8Array): Promise<Float32Array | null> {
  const { tf, faceapi } = await load();
  await loadDescriptorNets(faceapi);
  const { data, info } = await sharp(image)
    .resize({ width: 640, height: 640, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const tensor = tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
  try {
    const faces = await faceapi
      .detectAllFaces(tensor, new faceapi.SsdMobilenetv1Options({ minConfidence: 0.4 }))
      .withFaceLandmarks()
      .withFaceDescriptors();
    const best = faces.sort(
      (a, b) => b.detection.box.width * b.detection.box.height - a.detection.box.width * a.detection.box.height,
    )[0];
    return best ? best.descriptor : null;
  } finally {
    tensor.dispose();
  }
}

/** Euclidean distance between two face descriptors (0 = the same face; under 0.6 = the same person). */
export function descriptorDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}

/** The largest confident face in the image, in the image's pixel coordinates, or null. */
export function detectFace(image: Buffer): Promise<FaceBox | null> {
  return runEngine('face-detection', image, detectFaceInThread);
}

/** detectFace's work, in an engine thread (the bytes arrive as a Uint8Array). */
export async function detectFaceInThread(image: Uint8Array): Promise<FaceBox | null> {
  const { tf, faceapi } = await load();
  // Detect on a bounded copy: faster, and SSD works at 512 px anyway.
  const meta = await sharp(image).metadata();
  const scale = Math.min(1, 640 / Math.max(meta.width ?? 640, meta.height ?? 640));
  const { data, info } = await sharp(image)
    .resize({ width: Math.round((meta.width ?? 640) * scale), withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const tensor = tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
  try {
    const faces = await faceapi.detectAllFaces(tensor, new faceapi.SsdMobilenetv1Options({ minConfidence: 0.4 }));
    const best = faces.sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height)[0];
    if (!best) return null;
    const f = info.width / (meta.width ?? info.width);
    return {
      x: best.box.x / f,
      y: best.box.y / f,
      width: best.box.width / f,
      height: best.box.height / f,
      score: best.score,
    };
  } finally {
    tensor.dispose();
  }
}
