import { formatPhone } from '@admin/ui';
import styles from './Phone.module.css';

export { formatPhone } from '@admin/ui';

/** A phone number with its country code, as staff dial it: `+91 7000000001` (kept on one line). */
export function Phone({
  countryCode,
  phone,
}: {
  countryCode: string | null | undefined;
  phone: string | null | undefined;
}) {
  return <span className={styles.phone}>{formatPhone(countryCode, phone)}</span>;
}
