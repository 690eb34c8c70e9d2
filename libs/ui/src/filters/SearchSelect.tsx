import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styles from './filters.module.css';
import { SEARCH_DEBOUNCE_MS } from './SearchInput';
import { useDebouncedValue } from './use-debounced-value';

export interface SearchSelectOption {
  value: string;
  label: string;
}

export interface SearchSelectProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Options matching what was typed ('' when nothing was typed yet). */
  loadOptions: (search: string) => Promise<SearchSelectOption[]>;
  /** Cache key of the options; the search text is appended. */
  queryKey: readonly unknown[];
  placeholder?: string;
  /** The label of `value` when it came from the URL and is not among the loaded options. */
  selectedLabel?: string;
  /** Shown in the list when the options fail to load: the spec's fallback for the call, e.g. 'Failed to fetch order data'. */
  errorText?: string;
  /**
   * The input as a form field wires it (the kit's `SearchSelectField`): its id, labelled by the
   * field's own label (no label is drawn here then), its hint and error, invalid and required states.
   */
  field?: {
    id: string;
    describedBy?: string;
    invalid?: boolean;
    required?: boolean;
    ref?: (input: HTMLInputElement | null) => void;
  };
}

export const SEARCH_SELECT_ERROR = 'Could not load the options';

/**
 * A searchable select with options fetched as the user types (ARIA 1.2 combobox with a listbox popup):
 * ArrowDown opens and moves, ArrowUp moves, Enter picks, Escape closes, a Clear button unsets.
 */
export function SearchSelect({
  label,
  value,
  onChange,
  loadOptions,
  queryKey,
  placeholder = 'Type to search',
  selectedLabel,
  errorText = SEARCH_SELECT_ERROR,
  field,
}: SearchSelectProps) {
  const ownId = useId();
  const id = field?.id ?? ownId;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState<SearchSelectOption | undefined>(undefined);
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const options = useQuery({
    queryKey: [...queryKey, 'search', term],
    queryFn: () => loadOptions(term),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const items = options.data ?? [];
  const activeIndex = Math.min(active, items.length - 1);

  const currentLabel =
    value === undefined
      ? ''
      : picked?.value === value
        ? picked.label
        : (selectedLabel ?? items.find((option) => option.value === value)?.label ?? value);

  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  function close() {
    setOpen(false);
    setEditing(false);
    setSearch('');
    setActive(-1);
  }

  function pick(option: SearchSelectOption) {
    setPicked(option);
    onChange(option.value);
    close();
  }

  function clear() {
    setPicked(undefined);
    onChange(undefined);
    close();
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(0);
        } else {
          setActive(Math.min(activeIndex + 1, items.length - 1));
        }
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive(Math.max(activeIndex - 1, 0));
        break;
      case 'Enter': {
        const option = open ? items[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          pick(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
      default:
        break;
    }
  }

  let note = '';
  if (open) {
    if (options.isError) note = errorText;
    else if (options.isPending || (options.isFetching && options.isPlaceholderData)) note = 'Searching…';
    else if (items.length === 0) note = 'No matches';
  }

  const combo = (
    <div className={styles.combo}>
      <input
        ref={(input) => {
          inputRef.current = input;
          field?.ref?.(input);
        }}
        id={id}
        type="text"
        role="combobox"
        className={[styles.control, styles.comboInput, field ? styles.comboInField : undefined]
          .filter(Boolean)
          .join(' ')}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-describedby={field?.describedBy}
        aria-invalid={field?.invalid || undefined}
        aria-required={field?.required || undefined}
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={editing ? search : currentLabel}
        onChange={(event) => {
          setSearch(event.target.value);
          setEditing(true);
          setOpen(true);
          setActive(0);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {value !== undefined ? (
        <button type="button" className={styles.comboClear} aria-label={`Clear ${label}`} onClick={clear}>
          Clear
        </button>
      ) : null}
      <div className={styles.listbox} hidden={!open}>
        <ul ref={listRef} id={listId} role="listbox" aria-label={label} className={styles.options}>
          {open
            ? items.map((option, index) => (
                <li
                  key={option.value}
                  id={optionId(index)}
                  data-index={index}
                  role="option"
                  aria-selected={option.value === value}
                  data-active={index === activeIndex}
                  className={styles.option}
                  // Keep focus in the input, so blur does not close the list before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                >
                  {option.label}
                </li>
              ))
            : null}
        </ul>
        {note ? (
          <p className={styles.listNote} role="status">
            {note}
          </p>
        ) : null}
      </div>
    </div>
  );
  if (field) return combo;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {combo}
    </div>
  );
}
