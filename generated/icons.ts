// Written by `npm run gen` from schemas/. Do not edit.
import type { SvgIconComponent } from '@mui/icons-material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeIcon from '@mui/icons-material/Badge';
import CampaignIcon from '@mui/icons-material/Campaign';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import CategoryIcon from '@mui/icons-material/Category';
import ChecklistIcon from '@mui/icons-material/Checklist';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import ContactsIcon from '@mui/icons-material/Contacts';
import DevicesIcon from '@mui/icons-material/Devices';
import DraftsIcon from '@mui/icons-material/Drafts';
import EggIcon from '@mui/icons-material/Egg';
import EmailIcon from '@mui/icons-material/Email';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import InsightsIcon from '@mui/icons-material/Insights';
import InventoryIcon from '@mui/icons-material/Inventory';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MonitorIcon from '@mui/icons-material/Monitor';
import OutboxIcon from '@mui/icons-material/Outbox';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import PollIcon from '@mui/icons-material/Poll';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import RoomServiceIcon from '@mui/icons-material/RoomService';
import SavingsIcon from '@mui/icons-material/Savings';
import SettingsIcon from '@mui/icons-material/Settings';
import StarIcon from '@mui/icons-material/Star';
import StorefrontIcon from '@mui/icons-material/Storefront';
import StraightenIcon from '@mui/icons-material/Straighten';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import TextIncreaseIcon from '@mui/icons-material/TextIncrease';
import TuneIcon from '@mui/icons-material/Tune';
import TvIcon from '@mui/icons-material/Tv';
import TvOutlinedIcon from '@mui/icons-material/TvOutlined';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';

/** The icons the schemas (`x-resource.icon`), the page declarations and the reports name. */
export const ICONS: Record<string, SvgIconComponent> = {
  AccessTime: AccessTimeIcon,
  AccountBalance: AccountBalanceIcon,
  Apartment: ApartmentIcon,
  Badge: BadgeIcon,
  Campaign: CampaignIcon,
  CardGiftcard: CardGiftcardIcon,
  CardMembership: CardMembershipIcon,
  Category: CategoryIcon,
  Checklist: ChecklistIcon,
  ConfirmationNumber: ConfirmationNumberIcon,
  Contacts: ContactsIcon,
  Devices: DevicesIcon,
  Drafts: DraftsIcon,
  Egg: EggIcon,
  Email: EmailIcon,
  EventAvailable: EventAvailableIcon,
  Groups: GroupsIcon,
  History: HistoryIcon,
  Insights: InsightsIcon,
  Inventory: InventoryIcon,
  LocalOffer: LocalOfferIcon,
  LocalShipping: LocalShippingIcon,
  Loyalty: LoyaltyIcon,
  MenuBook: MenuBookIcon,
  Monitor: MonitorIcon,
  Outbox: OutboxIcon,
  Payments: PaymentsIcon,
  People: PeopleIcon,
  Percent: PercentIcon,
  Poll: PollIcon,
  Print: PrintIcon,
  ReceiptLong: ReceiptLongIcon,
  RemoveShoppingCart: RemoveShoppingCartIcon,
  RequestQuote: RequestQuoteIcon,
  RestaurantMenu: RestaurantMenuIcon,
  RoomService: RoomServiceIcon,
  Savings: SavingsIcon,
  Settings: SettingsIcon,
  Star: StarIcon,
  Storefront: StorefrontIcon,
  Straighten: StraightenIcon,
  TableRestaurant: TableRestaurantIcon,
  TextIncrease: TextIncreaseIcon,
  Tune: TuneIcon,
  Tv: TvIcon,
  TvOutlined: TvOutlinedIcon,
  ViewModule: ViewModuleIcon,
  VolunteerActivism: VolunteerActivismIcon,
};
