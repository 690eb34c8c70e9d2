/** A phone number with its country code, as staff dial it: `+91 7000000001`. */
export const formatPhone = (countryCode: string | null | undefined, phone: string | null | undefined) =>
  phone ? `${countryCode ?? ''} ${phone}`.trim() : '—';
