// The monolith build's stand-in for apps/shell/src/startup/early-remote-page.ts: there is no remote to
// preload early, as the opening page is a lazy chunk of this build (its route's loader imports it).
export function preloadOpeningRemotePage(): void {}
