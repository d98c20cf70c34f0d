import type { DeckOutline, LengthBudget, SourceDocument } from './outline';

export interface OutlineRequest {
  /** The source: the user's text, or a .docx/.txt read into structure. */
  document: SourceDocument;
  /** The source as plain text (for LLMs). */
  text: string;
  budget: LengthBudget;
  language?: string;
  tone?: string;
  /** The model option the widget offers (used by LLM adapters when it names a model they serve). */
  model?: string;
}

/** Turns source text into a deck outline. */
export interface OutlineProvider {
  readonly name: string;
  outline(request: OutlineRequest): Promise<DeckOutline>;
}
