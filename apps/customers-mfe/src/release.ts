/** Which app serves these pages, and the release label it was built with (PUBLIC_RELEASE). */
export const APP_LABEL = 'customers-mfe';
export const RELEASE = process.env.PUBLIC_RELEASE ?? 'dev';
