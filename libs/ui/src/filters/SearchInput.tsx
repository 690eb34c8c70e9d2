import { useEffect, useId, useRef, useState } from 'react';
import styles from './filters.module.css';

export const SEARCH_DEBOUNCE_MS = 300;
const NOTHING = Symbol('nothing sent');

export interface SearchInputProps {
  label: string;
  /** The search in the URL; undefined when unset. */
  value: string | undefined;
  /** Called 300 ms after typing stops, with the trimmed text or undefined when empty. */
  onChange: (value: string | undefined) => void;
  placeholder?: string;
}

/** A labelled search box that reports what was typed once typing pauses. */
export function SearchInput({ label, value, onChange, placeholder }: SearchInputProps) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  // The URL can change under us (Clear filters, the back button): show its value, unless it is the
  // echo of what we just reported (the user may have typed on since).
  const [known, setKnown] = useState(value);
  const [sent, setSent] = useState<string | undefined | typeof NOTHING>(NOTHING);
  if (value !== known) {
    setKnown(value);
    if (value === sent) setSent(NOTHING);
    else setText(value ?? '');
  }
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });

  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === (value || undefined)) return;
    const timer = setTimeout(() => {
      setSent(next);
      report.current(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={`${styles.control} ${styles.search}`}
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
    </div>
  );
}
