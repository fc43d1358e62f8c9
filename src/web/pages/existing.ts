import ApartmentIcon from '@mui/icons-material/Apartment';
import CategoryIcon from '@mui/icons-material/Category';
import InsightsIcon from '@mui/icons-material/Insights';
import PercentIcon from '@mui/icons-material/Percent';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import type { SvgIconComponent } from '@mui/icons-material';
import { registry } from '../../core/registry';
import { protectedPages } from '../../core/routes';

/** Icons a schema may name in `x-resource.icon`. */
export const ICONS: Record<string, SvgIconComponent> = {
  Apartment: ApartmentIcon,
  Category: CategoryIcon,
  Percent: PercentIcon,
  RestaurantMenu: RestaurantMenuIcon,
};

/** Every protected page of the console that exists: the custom pages and one per registered resource. */
export const EXISTING_PAGES: ReadonlySet<string> = new Set(protectedPages());

export function iconForPath(path: string): SvgIconComponent {
  const r = registry.find((x) => `/pages/${x.route}` === path);
  return (r && ICONS[r.icon]) || InsightsIcon;
}
