import { useEffect, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { errorMessage } from '@admin/api-client/contract/core';
import { Button, buttonClassName } from '@admin/ui';
import { FieldFrame, useFieldAria } from '../fields/FieldFrame';
import type { FieldBaseProps } from '../fields/FieldFrame';
import { useFormKit } from '../form/form-kit-context';
import { checkFile, describeAccept, formatBytes, UPLOAD_FALLBACK_MESSAGE } from './file-checks';
import styles from '../forms.module.css';

export interface UploadControls {
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/** `media`: an image, or a video when the file is not one (a gallery taking both). */
export type FilePreview = 'image' | 'video' | 'media' | 'link';

export interface FileFieldProps extends FieldBaseProps {
  /** MIME types (`image/png`), families (`image/*`) or extensions (`.pdf`). */
  accept: readonly string[];
  maxBytes: number;
  /** Sends the file (e.g. with `upload()`/`pinFile()` of @admin/api-client) and resolves to its URL. */
  upload: (file: File, controls: UploadControls) => Promise<string>;
  /** How the chosen file is shown; by default an image or video when `accept` is only those, else a link. */
  preview?: boolean | FilePreview;
  /** Several files: the value is the array of their URLs; each file uploads on its own, with its progress and Cancel. */
  multiple?: boolean;
  /** With `multiple`: at most this many URLs; files chosen beyond it are dropped and the user is told. */
  maxFiles?: number;
  /** The words for files dropped over `maxFiles`. */
  droppedMessage?: (dropped: number, max: number) => string;
}

type Upload = { key: number; fileName: string; size: number; fraction: number; controller: AbortController };

const defaultDropped = (dropped: number, max: number) =>
  `At most ${max} files: ${dropped} ${dropped === 1 ? 'file was' : 'files were'} dropped.`;

function previewKind(preview: FileFieldProps['preview'], accept: readonly string[]): FilePreview | null {
  if (preview === false) return null;
  if (typeof preview === 'string') return preview;
  if (accept.length > 0 && accept.every((entry) => entry.startsWith('image/'))) return 'image';
  if (accept.length > 0 && accept.every((entry) => entry.startsWith('video/'))) return 'video';
  if (accept.length > 0 && accept.every((entry) => entry.startsWith('image/') || entry.startsWith('video/')))
    return 'media';
  return 'link';
}

/**
 * A file (or, with `multiple`, files) bound to the form as the URL it was uploaded to. Files are
 * chosen with the picker or dropped on the field; the type and size are checked before any byte is
 * sent; each upload shows its progress and can be cancelled; Save waits for them.
 */
export function FileField({
  name,
  label,
  hint,
  required,
  className,
  accept,
  maxBytes,
  upload,
  preview,
  multiple = false,
  maxFiles,
  droppedMessage = defaultDropped,
}: FileFieldProps) {
  const {
    field: { ref, value, disabled, onChange, onBlur: markTouched },
  } = useController({ name });
  const { setError, clearErrors, getValues } = useFormContext();
  const { beginUpload } = useFormKit();
  const shownHint =
    hint ??
    `${describeAccept(accept)}, up to ${formatBytes(maxBytes)}${multiple && maxFiles ? ` each, at most ${maxFiles} files` : ''}.`;
  const aria = useFieldAria(name, shownHint);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [status, setStatus] = useState('');
  const [notice, setNotice] = useState('');
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const nextKey = useRef(0);
  const mounted = useRef(true);
  const inFlight = useRef(new Set<AbortController>());
  useEffect(() => {
    mounted.current = true;
    const controllers = inFlight.current;
    return () => {
      mounted.current = false;
      controllers.forEach((controller) => controller.abort());
    };
  }, []);

  const urls: string[] = multiple
    ? Array.isArray(value)
      ? (value as string[])
      : []
    : typeof value === 'string' && value !== ''
      ? [value]
      : [];
  const kind = previewKind(preview, accept);
  const room = multiple
    ? (maxFiles ?? Number.POSITIVE_INFINITY) - urls.length - uploads.length
    : uploads.length === 0
      ? 1
      : 0;
  const closed = Boolean(disabled) || room <= 0;

  const uploadOne = async (file: File) => {
    const controller = new AbortController();
    const key = nextKey.current++;
    inFlight.current.add(controller);
    const end = beginUpload();
    setStatus(`Uploading ${file.name}`);
    setUploads((now) => [...now, { key, fileName: file.name, size: file.size, fraction: 0, controller }]);
    try {
      const uploaded = await upload(file, {
        signal: controller.signal,
        onProgress: (fraction) => {
          if (mounted.current) setUploads((now) => now.map((u) => (u.key === key ? { ...u, fraction } : u)));
        },
      });
      if (!mounted.current) return;
      // Read now, not when chosen: other files of the same pick may have landed meanwhile.
      const latest = getValues(name) as unknown;
      onChange(multiple ? [...(Array.isArray(latest) ? (latest as string[]) : []), uploaded] : uploaded);
      setStatus(`${file.name} uploaded`);
    } catch (error) {
      if (!mounted.current) return;
      if (controller.signal.aborted) setStatus('Upload cancelled');
      else {
        setStatus('');
        setError(name, {
          type: 'upload',
          message: multiple
            ? `${file.name}: ${errorMessage(error, UPLOAD_FALLBACK_MESSAGE)}`
            : errorMessage(error, UPLOAD_FALLBACK_MESSAGE),
        });
      }
    } finally {
      end();
      inFlight.current.delete(controller);
      if (mounted.current) setUploads((now) => now.filter((u) => u.key !== key));
    }
  };

  const take = (files: File[]) => {
    markTouched();
    if (closed || files.length === 0) return;
    const chosen = multiple ? files : files.slice(0, 1);
    const refusals: string[] = [];
    const accepted = chosen.filter((file) => {
      const refused = checkFile(file, accept, maxBytes);
      if (refused) refusals.push(multiple ? `${file.name}: ${refused}` : refused);
      return !refused;
    });
    const kept = accepted.slice(0, Math.max(room, 0));
    setNotice(accepted.length > kept.length && maxFiles ? droppedMessage(accepted.length - kept.length, maxFiles) : '');
    if (refusals.length) setError(name, { type: 'file', message: refusals.join(' ') });
    else clearErrors(name);
    kept.forEach((file) => void uploadOne(file));
  };

  const dropProps = {
    onDragOver: (event: DragEvent<HTMLDivElement>) => {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = closed ? 'none' : 'copy';
      setDragging(true);
    },
    onDragLeave: (event: DragEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      setDragging(false);
      take(Array.from(event.dataTransfer.files));
    },
  };

  return (
    <FieldFrame {...aria} hint={shownHint} label={label} required={required} className={className}>
      <div className={styles.file}>
        <div
          className={styles.dropzone}
          data-dragging={dragging || undefined}
          data-disabled={closed || undefined}
          {...dropProps}
          // The whole area opens the picker; the input inside it is the one control keyboards and screen readers use.
          onClick={(event) => {
            if (event.target !== input.current && !closed) input.current?.click();
          }}
        >
          <input
            {...aria.controlProps}
            ref={(element) => {
              input.current = element;
              ref(element);
            }}
            className={styles.visuallyHidden}
            type="file"
            multiple={multiple || undefined}
            accept={accept.join(',')}
            aria-required={required || undefined}
            disabled={closed}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              // Cleared so that choosing the same file again (after a refusal or cancel) fires again.
              event.target.value = '';
              take(files);
            }}
          />
          <span className={buttonClassName('secondary', 'sm')} aria-hidden="true">
            {multiple ? 'Choose files' : 'Choose a file'}
          </span>
          <span className={styles.dropText} aria-hidden="true">
            {closed && multiple && !disabled
              ? `All ${maxFiles ?? ''} files chosen`
              : `or drag ${multiple ? 'them' : 'it'} here`}
          </span>
          {!multiple && urls.length > 0 && uploads.length === 0 ? (
            <Button variant="ghost" onClick={() => onChange('')}>
              Remove file
            </Button>
          ) : null}
        </div>
        {notice ? (
          <p className={styles.hint} role="status">
            {notice}
          </p>
        ) : null}
        {uploads.map((current) => (
          <div key={current.key} className={styles.progress}>
            <span>
              {current.fileName} ({formatBytes(current.size)})
            </span>
            <progress max={1} value={current.fraction} aria-label={`Uploading ${current.fileName}`} />
            <span>{Math.round(current.fraction * 100)}%</span>
            <Button
              variant="ghost"
              aria-label={multiple ? `Cancel upload of ${current.fileName}` : undefined}
              onClick={() => current.controller.abort()}
            >
              Cancel upload
            </Button>
          </div>
        ))}
        {!multiple && urls[0] && uploads.length === 0 && kind ? (
          <FilePreviewOf url={urls[0]} kind={kind} label={`${label}: current file`} />
        ) : null}
        {multiple && urls.length > 0 ? (
          <ul className={styles.fileList} aria-label={`${label}: files`}>
            {urls.map((url, index) => (
              // The same bytes uploaded twice may come back as the same URL.
              <li key={`${index}:${url}`}>
                {kind ? <FilePreviewOf url={url} kind={kind} label={`${label}: file ${index + 1}`} /> : null}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${label} file ${index + 1}`}
                  disabled={Boolean(disabled)}
                  onClick={() => onChange(urls.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <span role="status" className={styles.visuallyHidden}>
          {status}
        </span>
      </div>
    </FieldFrame>
  );
}

function FilePreviewOf({ url, kind, label }: { url: string; kind: FilePreview; label: string }) {
  // 'media': shown as an image until it turns out not to be one (a gateway URL carries no type).
  const [notImage, setNotImage] = useState(false);
  if (kind === 'image' || (kind === 'media' && !notImage))
    return (
      <img
        className={styles.preview}
        src={url}
        alt={label}
        onError={kind === 'media' ? () => setNotImage(true) : undefined}
      />
    );
  if (kind === 'video' || kind === 'media')
    return <video className={styles.preview} src={url} controls preload="metadata" aria-label={label} />;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      View the current file
    </a>
  );
}
