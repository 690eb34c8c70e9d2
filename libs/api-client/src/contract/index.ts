// `@admin/api-client/contract`: what the API and the screens agree on, and nothing that calls it —
// payload and response types, statuses and their labels, permissions and their labels, limits, the
// fallback messages of every call and how an error answer reads. No axios and no client state, so
// any file may import it (a screen, the kit, the reference API, a parcel) without putting the HTTP
// client on its page. The main entry re-exports all of it.
export * from '../types/index';
export * from './messages';
export * from './error-answers';
