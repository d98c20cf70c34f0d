/**
 * A colouring tool's config (content/tools/colouring.json, English) with its words in the page's language
 * (`tools.colouring.toolText` of the dictionary). Only words change: ids, pictures, options and the prompt keywords
 * the engine reads stay as configured. A word the translation lacks stays English.
 */
import type { ToolConfig } from '#contract/colouring';
import type { ColouringToolText } from '#app/i18n/messages/en-tools';

export function withToolText(tool: ToolConfig, text: ColouringToolText | undefined): ToolConfig {
  if (!text) return tool;
  const { form } = tool;
  return {
    ...tool,
    label: text.label,
    title: text.title,
    description: text.description,
    placeholderImages: tool.placeholderImages.map((image, i) => ({ ...image, alt: text.examples[i] ?? image.alt })),
    form: {
      ...form,
      promptLabel: text.promptLabel ?? form.promptLabel,
      promptPlaceholder: text.promptPlaceholder ?? form.promptPlaceholder,
      uploadLabel: text.uploadLabel ?? form.uploadLabel,
      submitButtonText: text.submitButtonText,
      batch: { ...form.batch, label: text.batch },
      promptEnhancer: form.promptEnhancer && { ...form.promptEnhancer, ...text.promptEnhancer },
      difficulty: form.difficulty && { ...form.difficulty, label: text.difficulty ?? form.difficulty.label },
      dimension: form.dimension && { ...form.dimension, label: text.dimension ?? form.dimension.label },
      toggles: form.toggles.map((toggle) => ({ ...toggle, ...text.toggles[toggle.name] })),
    },
  };
}
