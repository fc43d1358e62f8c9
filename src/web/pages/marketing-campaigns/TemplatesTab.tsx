import { RecordList } from './RecordList';

/** The Templates tab: the store's e-mail templates. */
export function TemplatesTab() {
  return <RecordList name="email-template" empty="marketingCampaigns.templates.empty" />;
}
