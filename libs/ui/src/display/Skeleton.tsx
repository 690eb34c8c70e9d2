import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** CSS width, e.g. `60%` or `120px` (default: the full width). */
  width?: CSSProperties['width'];
  /** CSS height (default: one line of text). */
  height?: CSSProperties['height'];
  className?: string;
}

/** A grey placeholder bar for content that is loading; hidden from screen readers (announce with a status instead). */
export function Skeleton({ width, height, className }: SkeletonProps) {
  return (
    <span
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={{ width, height }}
      aria-hidden="true"
      data-skeleton=""
    />
  );
}
