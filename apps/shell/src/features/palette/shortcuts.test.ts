import { describe, expect, it } from 'vitest';
import { isPaletteChord, isPaletteSlash } from './shortcuts';

const key = (init: KeyboardEventInit, target?: HTMLElement) => {
  const event = new KeyboardEvent('keydown', init);
  if (target) Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('palette shortcuts', () => {
  it('Ctrl+K and ⌘K open it anywhere, even in a field', () => {
    const input = document.createElement('input');
    expect(isPaletteChord(key({ key: 'k', ctrlKey: true }, input))).toBe(true);
    expect(isPaletteChord(key({ key: 'K', metaKey: true }))).toBe(true);
    expect(isPaletteChord(key({ key: 'k' }))).toBe(false);
    expect(isPaletteChord(key({ key: 'k', ctrlKey: true, shiftKey: true }))).toBe(false);
  });

  it('/ opens it only when no field has focus', () => {
    expect(isPaletteSlash(key({ key: '/' }, document.body))).toBe(true);
    expect(isPaletteSlash(key({ key: '/' }, document.createElement('button')))).toBe(true);
    expect(isPaletteSlash(key({ key: '/' }, document.createElement('input')))).toBe(false);
    expect(isPaletteSlash(key({ key: '/' }, document.createElement('textarea')))).toBe(false);
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(isPaletteSlash(key({ key: '/' }, checkbox))).toBe(true);
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isPaletteSlash(key({ key: '/' }, editable))).toBe(false);
  });
});
