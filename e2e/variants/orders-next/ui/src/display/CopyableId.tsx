// The "lib change" of the orders-next variant (e2e/variants/orders-next/build.ts): a component that
// libs/ui does not have, so the already-built shell's @admin/ui lacks it.
import { toast } from '@admin/ui/singletons';
import { Button } from '../feedback/Button';
import styles from './CopyableId.module.css';

export interface CopyableIdProps {
  /** What the value is, e.g. `Order number`. */
  label: string;
  value: string;
}

/** A record's reference with a button that copies it (and says so in the page's one toast viewport). */
export function CopyableId({ label, value }: CopyableIdProps) {
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => toast.success(`Copied ${value}`),
      () => toast.error(`Could not copy ${value}`),
    );
  return (
    <p className={styles.id}>
      <span>{label}</span> <code>{value}</code>{' '}
      <Button size="sm" variant="ghost" onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
        Copy
      </Button>
    </p>
  );
}
