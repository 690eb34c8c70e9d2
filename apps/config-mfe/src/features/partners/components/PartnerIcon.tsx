import { useState } from 'react';

const box = { width: 32, height: 32, borderRadius: 4, background: 'var(--ui-color-neutral-soft)' } as const;

/** A partner's icon; when it cannot be loaded, the partner's initials in its place. */
export function PartnerIcon({ name, src }: { name: string; src: string }) {
  // The source that failed, not a flag: a new icon (another partner in this row, or an edited icon) is tried again.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  if (brokenSrc === src) {
    const initials = name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join('');
    return (
      <span
        aria-hidden="true"
        style={{
          ...box,
          display: 'inline-grid',
          placeItems: 'center',
          fontSize: 12,
          fontWeight: 600,
          color: 'var(--ui-color-text-muted)',
        }}
      >
        {initials}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={32}
      height={32}
      style={{ ...box, objectFit: 'contain' }}
      onError={() => setBrokenSrc(src)}
    />
  );
}
