/** True for Ctrl+K (⌘K on a Mac): opens the palette wherever focus is. */
export const isPaletteChord = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** Whether typing goes somewhere: `/` then belongs to the field, not to the palette. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type);
  return target.getAttribute('role') === 'textbox' || target.getAttribute('role') === 'combobox';
}

/** True for a bare `/` outside any field. */
export const isPaletteSlash = (event: KeyboardEvent) =>
  event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
