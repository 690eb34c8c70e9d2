import { TEMPLATE_PLACEHOLDER } from '../api/templates-queries';

/** A run of a template's text: a `{{variable}}` placeholder as written, or the text between them. */
export interface TextSegment {
  text: string;
  /** The variable's name when this run is a placeholder. */
  variable?: string;
}

/** The text cut into plain runs and placeholders, in order; joined back they are the text exactly. */
export function variableSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let from = 0;
  for (const match of text.matchAll(new RegExp(TEMPLATE_PLACEHOLDER.source, 'g'))) {
    const at = match.index;
    if (at > from) segments.push({ text: text.slice(from, at) });
    segments.push({ text: match[0], variable: match[1] as string });
    from = at + match[0].length;
  }
  if (from < text.length) segments.push({ text: text.slice(from) });
  return segments;
}
