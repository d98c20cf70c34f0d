/** The video capabilities: animate a still (image-to-video) and remove watermarks from a video. */
export interface RenderedVideo {
  /** A local MP4; call `cleanup` once it is stored. */
  path: string;
  cleanup: () => Promise<void>;
}

export type VideoResolution = '720p' | '1080p';

export interface ImageToVideoRequest {
  /** A local image file. */
  imageFile: string;
  prompt: string;
  durationSeconds: number;
  /** Output height: 720p (default) or 1080p. */
  resolution?: VideoResolution;
  seed?: number;
  /** Vendors that need a fetchable URL get one (our storage URL of the source image). */
  imageUrl?: string;
  onProgress?: (percent: number) => Promise<void> | void;
}

export interface ImageToVideoProvider {
  readonly name: string;
  render(request: ImageToVideoRequest): Promise<RenderedVideo>;
}

export interface WatermarkRemovalRequest {
  /** A local video file. */
  videoFile: string;
  /** Our storage URL or the user's URL of the source (vendors that fetch by URL get it). */
  videoUrl?: string;
  /** Explicit boxes in source pixels; detected when absent. */
  regions?: Array<{ x: number; y: number; w: number; h: number }>;
  onProgress?: (percent: number) => Promise<void> | void;
}

export interface WatermarkRemovalResult extends RenderedVideo {
  /** The boxes that were cleaned (source pixels), when the engine knows them. */
  regions?: Array<{ x: number; y: number; w: number; h: number }>;
}

/** A source the vendor fetches itself from a link it accepts: no local copy is made. */
export interface WatermarkLinkRequest {
  videoUrl: string;
  onProgress?: (percent: number) => Promise<void> | void;
}

export interface WatermarkRemovalProvider {
  readonly name: string;
  remove(request: WatermarkRemovalRequest): Promise<WatermarkRemovalResult>;
  /** Whether `url` is a link this provider's vendor fetches itself (then use removeFromLink, download nothing). */
  acceptsLink?(url: string): boolean;
  removeFromLink?(request: WatermarkLinkRequest): Promise<WatermarkRemovalResult>;
}
