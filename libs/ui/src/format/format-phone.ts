/**
 * A phone number as staff dial it, with its country code: `+91 7000000001`. A number stored
 * without a country code shows as stored; no number reads '—'.
 */
export function formatPhone(countryCode: string | null | undefined, phone: string | null | undefined): string {
  return phone ? `${countryCode ?? ''} ${phone}`.trim() : '—';
}
