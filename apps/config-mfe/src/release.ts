/** Which app serves these pages, and the release label it was built with (PUBLIC_RELEASE). */
export const APP_LABEL = 'config-mfe';
export const RELEASE = process.env.PUBLIC_RELEASE ?? 'dev';
