/**
 * Uploads. Images go through a single-use signed grant (`/api/file/auth`, then `/api/file/upload`); videos
 * are uploaded by the signed-in user directly. Both are checked by their magic bytes while streaming.
 */
import { z } from '@hono/zod-openapi';
import { imageUploadResultSchema, uploadGrantSchema, videoUploadResultSchema } from '#contract/files';
import { IMAGE_UPLOAD_MIME_TYPES, VIDEO_UPLOAD_MIME_TYPE } from '#contract/constants';
import type { OpenApiDeclarations } from './declare';

const binary = (description: string) => z.string().openapi({ format: 'binary', description });

export function declareFilesRoutes(api: OpenApiDeclarations): void {
  api.route({
    method: 'get',
    path: '/api/file/auth',
    tag: 'Files',
    summary: 'Get a single-use image upload grant',
    description:
      'Send the four fields back with the file to `POST /api/file/upload`; the grant expires after a few minutes.',
    data: api.component('UploadGrant', uploadGrantSchema),
  });
  api.route({
    method: 'post',
    path: '/api/file/upload',
    tag: 'Files',
    access: 'public',
    summary: 'Upload an image with a grant',
    description: `One image (${IMAGE_UPLOAD_MIME_TYPES.join(', ')}), up to IMAGE_UPLOAD_MAX_MB. Authorised by the grant fields, not the session.`,
    form: z.object({
      file: binary('The image.'),
      token: z.string(),
      expire: z.string().openapi({ description: 'Epoch seconds, as answered by /api/file/auth.' }),
      signature: z.string(),
      publicKey: z.string(),
      folder: z.string().optional().openapi({ description: 'Optional key prefix.' }),
      fileName: z.string().optional().openapi({ description: 'Echoed back as `name`.' }),
    }),
    data: imageUploadResultSchema,
    failures: ['badGrant', 'tooLarge'],
  });
  api.route({
    method: 'post',
    path: '/goapi/v1/upload/temp',
    tag: 'Files',
    summary: 'Upload a video',
    description: `One ${VIDEO_UPLOAD_MIME_TYPE} file (field \`files\` or \`file\`), up to VIDEO_UPLOAD_MAX_MB.`,
    form: z.object({
      files: binary('The MP4 video.'),
      mime_type: z.literal(VIDEO_UPLOAD_MIME_TYPE).optional(),
    }),
    data: videoUploadResultSchema,
    failures: ['tooLarge'],
  });
}
