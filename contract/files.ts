/** The upload endpoints' answers (/api/file/*, /goapi/v1/upload/temp), shared by the upload client and the server. */
import { z } from 'zod';

/** GET /api/file/auth → a single-use upload grant (sent back as form fields of /api/file/upload). */
export const uploadGrantSchema = z.object({
  signature: z.string(),
  /** Epoch seconds. */
  expire: z.number().int(),
  token: z.string(),
  publicKey: z.string(),
});
export type UploadGrant = z.infer<typeof uploadGrantSchema>;

/** POST /api/file/upload → the stored image. */
export const imageUploadResultSchema = z.object({ url: z.string(), name: z.string().nullable() });
export type ImageUploadResult = z.infer<typeof imageUploadResultSchema>;

/** POST /goapi/v1/upload/temp → the stored videos. */
export const videoUploadResultSchema = z.object({ fileUrls: z.array(z.string()) });
export type VideoUploadResult = z.infer<typeof videoUploadResultSchema>;
