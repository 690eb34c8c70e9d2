import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { errorMessage } from '@admin/api-client/contract';
import { Button } from '@admin/ui';
import { FieldFrame, useFieldAria } from '../fields/FieldFrame';
import type { FieldBaseProps } from '../fields/FieldFrame';
import { useFormKit } from '../form/form-kit-context';
import { checkFile, describeAccept, formatBytes, UPLOAD_FALLBACK_MESSAGE } from './file-checks';
import styles from '../forms.module.css';

export interface UploadControls {
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

export type FilePreview = 'image' | 'video' | 'link';

export interface FileFieldProps extends FieldBaseProps {
  /** MIME types (`image/png`), families (`image/*`) or extensions (`.pdf`). */
  accept: string[];
  maxBytes: number;
  /** Sends the file (e.g. with `upload()`/`pinFile()` of @admin/api-client) and resolves to its URL. */
  upload: (file: File, controls: UploadControls) => Promise<string>;
  /** How the chosen file is shown; by default an image or video when `accept` is only those, else a link. */
  preview?: boolean | FilePreview;
}

type Upload = { fileName: string; size: number; fraction: number; controller: AbortController };

function previewKind(preview: FileFieldProps['preview'], accept: readonly string[]): FilePreview | null {
  if (preview === false) return null;
  if (typeof preview === 'string') return preview;
  if (accept.length > 0 && accept.every((entry) => entry.startsWith('image/'))) return 'image';
  if (accept.length > 0 && accept.every((entry) => entry.startsWith('video/'))) return 'video';
  return 'link';
}

/**
 * A file bound to the form as the URL it was uploaded to. The type and size are checked before any
 * byte is sent; the upload shows its progress and can be cancelled; Save waits for it.
 */
export function FileField({ name, label, hint, required, className, accept, maxBytes, upload, preview }: FileFieldProps) {
  const {
    field: { ref, value, disabled, onChange, onBlur: markTouched },
  } = useController({ name });
  const { setError, clearErrors } = useFormContext();
  const { beginUpload } = useFormKit();
  const shownHint = hint ?? `${describeAccept(accept)}, up to ${formatBytes(maxBytes)}.`;
  const aria = useFieldAria(name, shownHint);
  const [current, setCurrent] = useState<Upload | null>(null);
  const [status, setStatus] = useState('');
  const mounted = useRef(true);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      inFlight.current?.abort();
    };
  }, []);

  const url = typeof value === 'string' && value !== '' ? value : null;
  const kind = previewKind(preview, accept);

  const start = async (file: File) => {
    const refused = checkFile(file, accept, maxBytes);
    if (refused) {
      setError(name, { type: 'file', message: refused });
      return;
    }
    clearErrors(name);
    const controller = new AbortController();
    inFlight.current = controller;
    const end = beginUpload();
    setStatus(`Uploading ${file.name}`);
    setCurrent({ fileName: file.name, size: file.size, fraction: 0, controller });
    try {
      const uploaded = await upload(file, {
        signal: controller.signal,
        onProgress: (fraction) => {
          if (mounted.current) setCurrent((now) => (now?.controller === controller ? { ...now, fraction } : now));
        },
      });
      if (!mounted.current) return;
      onChange(uploaded);
      setStatus(`${file.name} uploaded`);
    } catch (error) {
      if (!mounted.current) return;
      if (controller.signal.aborted) setStatus('Upload cancelled');
      else {
        setStatus('');
        setError(name, { type: 'upload', message: errorMessage(error, UPLOAD_FALLBACK_MESSAGE) });
      }
    } finally {
      end();
      if (inFlight.current === controller) inFlight.current = null;
      if (mounted.current) setCurrent((now) => (now?.controller === controller ? null : now));
    }
  };

  return (
    <FieldFrame {...aria} hint={shownHint} label={label} required={required} className={className}>
      <div className={styles.file}>
        <div className={styles.filePicker}>
          <input
            {...aria.controlProps}
            ref={ref}
            type="file"
            accept={accept.join(',')}
            aria-required={required || undefined}
            disabled={current !== null || disabled}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so that choosing the same file again (after a refusal or cancel) fires again.
              event.target.value = '';
              markTouched();
              if (file) void start(file);
            }}
          />
          {url && !current ? (
            <Button variant="ghost" onClick={() => onChange('')}>
              Remove file
            </Button>
          ) : null}
        </div>
        {current ? (
          <div className={styles.progress}>
            <span>
              {current.fileName} ({formatBytes(current.size)})
            </span>
            <progress max={1} value={current.fraction} aria-label={`Uploading ${current.fileName}`} />
            <span>{Math.round(current.fraction * 100)}%</span>
            <Button variant="ghost" onClick={() => current.controller.abort()}>
              Cancel upload
            </Button>
          </div>
        ) : null}
        {url && !current && kind ? <FilePreviewOf url={url} kind={kind} label={label} /> : null}
        <span role="status" className={styles.visuallyHidden}>
          {status}
        </span>
      </div>
    </FieldFrame>
  );
}

function FilePreviewOf({ url, kind, label }: { url: string; kind: FilePreview; label: string }) {
  if (kind === 'image') return <img className={styles.preview} src={url} alt={`${label}: current file`} />;
  if (kind === 'video') return <video className={styles.preview} src={url} controls preload="metadata" aria-label={`${label}: current file`} />;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      View the current file
    </a>
  );
}
