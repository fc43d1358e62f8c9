// Written by `npm run gen` from schemas/. Do not edit.
import type { SvgIconComponent } from '@mui/icons-material';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeIcon from '@mui/icons-material/Badge';
import CategoryIcon from '@mui/icons-material/Category';
import ChecklistIcon from '@mui/icons-material/Checklist';
import DevicesIcon from '@mui/icons-material/Devices';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import HistoryIcon from '@mui/icons-material/History';
import InsightsIcon from '@mui/icons-material/Insights';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TextIncreaseIcon from '@mui/icons-material/TextIncrease';
import TuneIcon from '@mui/icons-material/Tune';
import ViewModuleIcon from '@mui/icons-material/ViewModule';

/** The icons the schemas (`x-resource.icon`) and the page declarations name. */
export const ICONS: Record<string, SvgIconComponent> = {
  Apartment: ApartmentIcon,
  Badge: BadgeIcon,
  Category: CategoryIcon,
  Checklist: ChecklistIcon,
  Devices: DevicesIcon,
  EventAvailable: EventAvailableIcon,
  History: HistoryIcon,
  Insights: InsightsIcon,
  LocalOffer: LocalOfferIcon,
  Payments: PaymentsIcon,
  People: PeopleIcon,
  Percent: PercentIcon,
  RestaurantMenu: RestaurantMenuIcon,
  Storefront: StorefrontIcon,
  TextIncrease: TextIncreaseIcon,
  Tune: TuneIcon,
  ViewModule: ViewModuleIcon,
};
