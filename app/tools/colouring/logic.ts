/**
 * The colouring forms' checks before sending (spec: a blank prompt, no image), made by the server's own input
 * schemas so the widget and the server refuse the same things with the same words.
 */
import { firstIssueMessage, imageToColouringInputSchema, textToColouringInputSchema } from '#contract/tool-inputs';

/**
 * Text mode: the user's own words (the request's prompt is built from them with the template and keywords, so it
 * is never blank; the rule is about what the user typed).
 */
export function validateTextColouring(userPrompt: string): string | null {
  return firstIssueMessage(textToColouringInputSchema.shape.prompt, userPrompt);
}

/** Image mode: the uploaded image's URL (null before one is uploaded). */
export function validateImageColouring(imageUrl: string | null): string | null {
  return firstIssueMessage(imageToColouringInputSchema.shape.image_urls, imageUrl ? [imageUrl] : []);
}
