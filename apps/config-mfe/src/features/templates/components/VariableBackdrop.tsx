import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { variableSegments } from '../schemas/variable-segments';
import styles from './Templates.module.css';

/** Box and text metrics copied from the textarea, so the backdrop's text wraps line for line with it. */
const MIRRORED = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'lineHeight',
  'letterSpacing',
  'wordSpacing',
  'tabSize',
  'textIndent',
  'paddingTop',
  'paddingBottom',
  'paddingLeft',
  'borderTopWidth',
  'borderRightWidth',
  'borderBottomWidth',
  'borderLeftWidth',
  'borderRadius',
] as const;

export interface VariableBackdropProps {
  /** The textarea's current text. */
  text: string;
  /** The positioned element around the field whose textarea is highlighted. */
  host: RefObject<HTMLElement | null>;
}

/**
 * Marks every `{{variable}}` of a textarea's text on a layer drawn behind it. The textarea stays the
 * real input (focus, caret, selection, screen readers, the form's value); the layer is hidden from
 * assistive technology and only paints the marks, its own text transparent.
 */
export default function VariableBackdrop({ text, host }: VariableBackdropProps) {
  const layer = useRef<HTMLDivElement>(null);
  const place = useRef<() => void>(() => undefined);

  useLayoutEffect(() => {
    const root = host.current;
    const area = root?.querySelector('textarea');
    const backdrop = layer.current;
    if (!root || !area || !backdrop) return undefined;
    place.current = () => {
      const computed = getComputedStyle(area);
      for (const property of MIRRORED) backdrop.style[property] = computed[property];
      // A scrollbar narrows the textarea's text box: the layer keeps the same width for its text.
      const borders = area.offsetWidth - area.clientWidth;
      const scrollbar = Math.max(
        borders - parseFloat(computed.borderLeftWidth) - parseFloat(computed.borderRightWidth),
        0,
      );
      backdrop.style.paddingRight = `${parseFloat(computed.paddingRight) + scrollbar}px`;
      // Fractional pixels too (offsetTop and offsetWidth round them), so the lines match exactly.
      const box = area.getBoundingClientRect();
      const origin = root.getBoundingClientRect();
      backdrop.style.top = `${box.top - origin.top}px`;
      backdrop.style.left = `${box.left - origin.left}px`;
      backdrop.style.width = `${box.width}px`;
      backdrop.style.height = `${box.height}px`;
      backdrop.scrollTop = area.scrollTop;
    };
    const follow = () => {
      backdrop.scrollTop = area.scrollTop;
    };
    place.current();
    area.addEventListener('scroll', follow);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => place.current());
    resized?.observe(area);
    return () => {
      area.removeEventListener('scroll', follow);
      resized?.disconnect();
    };
  }, [host]);

  // A new line can bring a scrollbar, or scroll the textarea: follow after every change.
  useLayoutEffect(() => place.current(), [text]);

  return (
    <div ref={layer} className={styles.backdrop} aria-hidden="true" data-testid="variable-highlights">
      {variableSegments(text).map((segment, index) =>
        segment.variable ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
      {/* A final line break only shows its line when something follows it, as in a textarea. */}
      {'\u200b'}
    </div>
  );
}
