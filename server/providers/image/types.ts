/** The image capability: turn a photo (plus a prompt) into one or more finished images. */
export interface ImageEditRequest {
  /** The source photo's bytes and type. */
  image: Buffer;
  contentType: string;
  /** The merged prompt (the widget's fields in the template). */
  prompt: string;
  /** 1–4 images. */
  numImages: number;
  onProgress?: (percent: number) => Promise<void> | void;
  signal?: AbortSignal;
}

export interface ImageEditOutput {
  bytes: Buffer;
  contentType: string;
  extension: string;
  /** 'before': the source framed like the results (for an aligned before/after comparison), not a result. */
  role?: 'before';
}

export interface ImageProvider {
  readonly name: string;
  edit(request: ImageEditRequest): Promise<ImageEditOutput[]>;
  /**
   * Why this photo cannot make a good result (e.g. a face too small or too blurred for the prompt's crop), said for
   * the user, or null. Asked before any charge, by providers whose limits are known in advance.
   */
  refusal?(image: Buffer, prompt: string): Promise<string | null>;
}
