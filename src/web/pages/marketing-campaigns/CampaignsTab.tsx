import { RecordList } from './RecordList';

/** The Campaigns tab: the store's campaigns. */
export function CampaignsTab() {
  return <RecordList name="campaign" empty="marketingCampaigns.campaigns.empty" />;
}
