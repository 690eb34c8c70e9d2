import { lazy, Suspense, type ReactNode } from 'react';
import { PageHeader, Spinner, Tabs } from '@admin/ui';
import { SettingsSection } from '../features/settings/components/SettingsSection';

// Settings is the first screen; the other sections (and their forms' classic zod) load when their
// tab is opened, so that /config's first load stays within the remote's budget (tools/measure/budgets.ts).
const PartnersSection = lazy(() => import('../features/partners/components/PartnersSection').then((m) => ({ default: m.PartnersSection })));
const VideoLinksSection = lazy(() => import('../features/video-links/components/VideoLinksSection').then((m) => ({ default: m.VideoLinksSection })));
const PopupTextsSection = lazy(() => import('../features/popup-texts/components/PopupTextsSection').then((m) => ({ default: m.PopupTextsSection })));
const CountriesSection = lazy(() => import('../features/countries/components/CountriesSection').then((m) => ({ default: m.CountriesSection })));

const loading = (section: ReactNode, label: string) => <Suspense fallback={<Spinner label={`Loading ${label}`} />}>{section}</Suspense>;

/** /config: one tab per section; the open tab and each section's page are kept in the URL. */
export default function ConfigPage() {
  return (
    <>
      <PageHeader title="Config">Settings, partners, video links, popup texts and countries.</PageHeader>
      <Tabs
        label="Configuration sections"
        tabs={[
          { value: 'settings', label: 'Settings', content: <SettingsSection /> },
          { value: 'partners', label: 'Partners', content: loading(<PartnersSection />, 'partners') },
          { value: 'videos', label: 'Video links', content: loading(<VideoLinksSection />, 'video links') },
          { value: 'popups', label: 'Popup texts', content: loading(<PopupTextsSection />, 'popup texts') },
          { value: 'countries', label: 'Countries', content: loading(<CountriesSection />, 'countries') },
        ]}
      />
    </>
  );
}
