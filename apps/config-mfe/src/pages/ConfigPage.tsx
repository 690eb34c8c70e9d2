import { PageHeader, Tabs } from '@admin/ui';
import { CountriesSection } from '../features/countries/components/CountriesSection';
import { PartnersSection } from '../features/partners/components/PartnersSection';
import { PopupTextsSection } from '../features/popup-texts/components/PopupTextsSection';
import { SettingsSection } from '../features/settings/components/SettingsSection';
import { VideoLinksSection } from '../features/video-links/components/VideoLinksSection';

/** /config: one tab per section; the open tab and each section's page are kept in the URL. */
export default function ConfigPage() {
  return (
    <>
      <PageHeader title="Config">Settings, partners, video links, popup texts and countries.</PageHeader>
      <Tabs
        label="Configuration sections"
        tabs={[
          { value: 'settings', label: 'Settings', content: <SettingsSection /> },
          { value: 'partners', label: 'Partners', content: <PartnersSection /> },
          { value: 'videos', label: 'Video links', content: <VideoLinksSection /> },
          { value: 'popups', label: 'Popup texts', content: <PopupTextsSection /> },
          { value: 'countries', label: 'Countries', content: <CountriesSection /> },
        ]}
      />
    </>
  );
}
