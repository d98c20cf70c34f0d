/** The offline outline engine: the text's own structure, condensed by sentence ranking (see outline.ts). */
import { outlineFromDocument, type DeckOutline } from './outline';
import type { OutlineProvider, OutlineRequest } from './types';

export class LocalOutlineProvider implements OutlineProvider {
  readonly name = 'local';
  async outline(request: OutlineRequest): Promise<DeckOutline> {
    return outlineFromDocument(request.document, request.budget);
  }
}
