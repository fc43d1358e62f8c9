// Written by `npm run gen` from schemas/. Do not edit.
import type { SvgIconComponent } from '@mui/icons-material';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeIcon from '@mui/icons-material/Badge';
import CategoryIcon from '@mui/icons-material/Category';
import HistoryIcon from '@mui/icons-material/History';
import InsightsIcon from '@mui/icons-material/Insights';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';

/** The icons the schemas (`x-resource.icon`) and the page declarations name. */
export const ICONS: Record<string, SvgIconComponent> = {
  Apartment: ApartmentIcon,
  Badge: BadgeIcon,
  Category: CategoryIcon,
  History: HistoryIcon,
  Insights: InsightsIcon,
  People: PeopleIcon,
  Percent: PercentIcon,
  RestaurantMenu: RestaurantMenuIcon,
};
