/**
 * The generation tools the pipeline knows, by name. Adding a tool (or a family of tools) = one line here.
 */
import { colouringTools } from './colouring';
import { headshotTool } from './headshot';
import { imageToVideoTool } from './image-to-video';
import { presentationTool } from './presentation';
import { watermarkTool } from './watermark';
import type { GenerationTool } from './tools';

// Tools differ in their input type; the pipeline validates input with each tool's own schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- heterogeneous list, each entry validates its own input
type AnyTool = GenerationTool<any>;

export const generationTools: AnyTool[] = [
  // Tools register below, one line each (or one spread for a family).
  headshotTool,
  imageToVideoTool,
  watermarkTool,
  presentationTool,
  ...colouringTools,
];

const byName = new Map<string, AnyTool>();

/** The tool with this name, or undefined. Tools added to the list later (tests) are found too. */
export function findGenerationTool(name: string): AnyTool | undefined {
  if (byName.size !== generationTools.length) {
    byName.clear();
    for (const tool of generationTools) byName.set(tool.name, tool);
  }
  return byName.get(name);
}
