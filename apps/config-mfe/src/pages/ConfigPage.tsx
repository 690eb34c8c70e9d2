import { lazy, Suspense, type ReactNode } from 'react';
import type { RemotePagePrefetch } from '@admin/api-client';
import { queryClient } from '@admin/auth';
import { PageHeader, parseListParams, preloadTabs, Spinner, Tabs } from '@admin/ui';
import { settingListQuery } from '../features/settings/api/settings-queries';
import { SettingsSection } from '../features/settings/components/SettingsSection';
import { SETTINGS_PREFIX, settingsListSchema } from '../features/settings/schemas/settings-list';

// Settings is the first screen; the other sections (and their forms' classic zod) load when their
// tab is opened, so that /config's first load stays within the remote's budget (tools/measure/budgets.ts).
const PartnersSection = lazy(() =>
  import('../features/partners/components/PartnersSection').then((m) => ({ default: m.PartnersSection })),
);
const VideoLinksSection = lazy(() =>
  import('../features/video-links/components/VideoLinksSection').then((m) => ({ default: m.VideoLinksSection })),
);
const PopupTextsSection = lazy(() =>
  import('../features/popup-texts/components/PopupTextsSection').then((m) => ({ default: m.PopupTextsSection })),
);
const CountriesSection = lazy(() =>
  import('../features/countries/components/CountriesSection').then((m) => ({ default: m.CountriesSection })),
);

const MessageRulesSection = lazy(() =>
  import('../features/message-rules/components/MessageRulesSection').then((m) => ({
    default: m.MessageRulesSection,
  })),
);

const SECTIONS = ['settings', 'partners', 'videos', 'popups', 'countries', 'messages'] as const;

const loading = (section: ReactNode, label: string) => (
  <Suspense fallback={<Spinner label={`Loading ${label}`} />}>{section}</Suspense>
);

/** /config: one tab per section; the open tab and each section's page are kept in the URL. */
export default function ConfigPage() {
  // Each section is its tab's list screen (its own useListController): it keeps its page and filters
  // under its own prefix, so the tabs never share one, and fetches only once its tab is open.
  return (
    <>
      <PageHeader title="Config">
        Settings, partners, video links, popup texts, countries and the messages decisions send.
      </PageHeader>
      <Tabs
        label="Configuration sections"
        tabs={[
          { value: SECTIONS[0], label: 'Settings', content: <SettingsSection /> },
          { value: SECTIONS[1], label: 'Partners', content: loading(<PartnersSection />, 'partners') },
          {
            value: SECTIONS[2],
            label: 'Video links',
            content: loading(<VideoLinksSection />, 'video links'),
          },
          {
            value: SECTIONS[3],
            label: 'Popup texts',
            content: loading(<PopupTextsSection />, 'popup texts'),
          },
          {
            value: SECTIONS[4],
            label: 'Countries',
            content: loading(<CountriesSection />, 'countries'),
          },
          {
            value: SECTIONS[5],
            label: 'Message rules',
            content: loading(<MessageRulesSection />, 'message rules'),
          },
        ]}
      />
    </>
  );
}

/**
 * The shell calls this as soon as the page's code is loaded: Settings' list (the first tab, or an
 * unknown one) starts beside the first render, which waits for the tabs' code.
 */
export const prefetch: RemotePagePrefetch = ({ searchParams }) => {
  const otherSectionOpen = (SECTIONS.slice(1) as readonly string[]).includes(searchParams.get('tab') ?? '');
  if (!otherSectionOpen)
    void queryClient.prefetchQuery(
      settingListQuery(parseListParams(settingsListSchema, searchParams, SETTINGS_PREFIX)),
    );
  return preloadTabs();
};
