import { type ComponentProps, Suspense } from 'react';
import { lazyView } from '../lazy/LazyView';
import type * as Notices from './RecordNotices';

// An open record's live notices (who else has it open, a change by someone else, someone editing it)
// never show on the first screen, and @admin/ui is on the shell's first load (a federation singleton,
// not tree-shaken): their code loads with the first record that shows one, as the tabs' does.
const load = () => import('./RecordNotices');
const LiveChangeNoticeView = lazyView<ComponentProps<typeof Notices.LiveChangeNotice>>(() =>
  load().then((notices) => ({ default: notices.LiveChangeNotice })),
);
const AlsoViewingView = lazyView<ComponentProps<typeof Notices.AlsoViewing>>(() =>
  load().then((notices) => ({ default: notices.AlsoViewing })),
);
const EditingWarningView = lazyView<ComponentProps<typeof Notices.EditingWarning>>(() =>
  load().then((notices) => ({ default: notices.EditingWarning })),
);

/** What someone else changed on the open record, with Reload and Keep mine (RecordNotices.tsx). */
export function LiveChangeNotice(props: ComponentProps<typeof Notices.LiveChangeNotice>) {
  return (
    <Suspense fallback={null}>
      <LiveChangeNoticeView {...props} />
    </Suspense>
  );
}

/** Who else has the record open, and who of them is editing it (RecordNotices.tsx). */
export function AlsoViewing(props: ComponentProps<typeof Notices.AlsoViewing>) {
  return (
    <Suspense fallback={null}>
      <AlsoViewingView {...props} />
    </Suspense>
  );
}

/** The warning before editing a record someone else is editing, with Edit anyway (RecordNotices.tsx). */
export function EditingWarning(props: ComponentProps<typeof Notices.EditingWarning>) {
  return (
    <Suspense fallback={null}>
      <EditingWarningView {...props} />
    </Suspense>
  );
}
