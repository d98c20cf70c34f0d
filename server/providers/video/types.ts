/** The video capabilities: animate a still (image-to-video) and remove watermarks from a video. */
export interface RenderedVideo {
  /** A local MP4; call `cleanup` once it is stored. */
  path: string;
  cleanup: () => Promise<void>;
}

export interface ImageToVideoRequest {
  /** A local image file. */
  imageFile: string;
  prompt: string;
  durationSeconds: number;
  seed?: number;
  /** Vendors that need a fetchable URL get one (our storage URL of the source image). */
  imageUrl?: string;
  onProgress?: (percent: number) => Promise<void> | void;
}

export interface ImageToVideoProvider {
  readonly name: string;
  render(request: ImageToVideoRequest): Promise<RenderedVideo>;
}
