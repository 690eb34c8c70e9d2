// This remote's query-key families, written once: each feature's key object starts from its root
// here (features showing the same records share a family, so a change to them refreshes every view).
// The page's one QueryClient is shared with the shell and the other remotes, so
// tools/checks/query-keys.test.ts fails when any two apps (or libs) declare the same root.

export const queryRoots = {
  settings: ['settings'],
  partners: ['partners'],
  videoLinks: ['video-links'],
  popupTexts: ['popup-texts'],
  countries: ['countries'],
  templates: ['templates'],
  messageRules: ['message-rules'],
} as const;
