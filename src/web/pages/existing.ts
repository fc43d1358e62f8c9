import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeIcon from '@mui/icons-material/Badge';
import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/People';
import CategoryIcon from '@mui/icons-material/Category';
import InsightsIcon from '@mui/icons-material/Insights';
import PercentIcon from '@mui/icons-material/Percent';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import type { SvgIconComponent } from '@mui/icons-material';
import { registry } from '../../core/registry';
import { protectedPages, SYSTEM_LOGS_PATH } from '../../core/routes';

/** Icons a schema may name in `x-resource.icon`. */
export const ICONS: Record<string, SvgIconComponent> = {
  Apartment: ApartmentIcon,
  Badge: BadgeIcon,
  History: HistoryIcon,
  People: PeopleIcon,
  Category: CategoryIcon,
  Percent: PercentIcon,
  RestaurantMenu: RestaurantMenuIcon,
};

/** Every protected page of the console that exists: the custom pages and one per registered resource. */
export const EXISTING_PAGES: ReadonlySet<string> = new Set(protectedPages());

export function iconForPath(path: string): SvgIconComponent {
  if (path === SYSTEM_LOGS_PATH) return HistoryIcon;
  const r = registry.find((x) => `/pages/${x.route}` === path);
  return (r && ICONS[r.icon]) || InsightsIcon;
}
