/**
 * The legacy client draws icons by react-feather component name (`Icon[item.icon]`), and a name
 * react-feather does not export crashes the page that draws it (the navbar's bookmarks, the FAQ
 * tabs). Our seed names icons the Blueprint way (search pages) or in feather's own kebab-case (FAQ,
 * blog, knowledge base), so the REST face answers the component name instead.
 */
const FROM_BLUEPRINT: Record<string, string> = {
  dashboard: 'Home',
  'timeline-line-chart': 'Activity',
  envelope: 'Mail',
  chat: 'MessageSquare',
  'tick-circle': 'CheckSquare',
  people: 'Users',
  person: 'User',
  document: 'FileText',
  add: 'Plus',
  shop: 'ShoppingBag',
  th: 'Grid',
  'new-person': 'UserPlus',
  reset: 'RefreshCw',
  confirm: 'CheckCircle',
  'mobile-phone': 'Smartphone',
  cog: 'Settings',
  'id-number': 'User',
  help: 'HelpCircle',
  dollar: 'DollarSign',
  manual: 'BookOpen',
  'document-open': 'FileText',
  endorsed: 'Award',
  applications: 'Copy',
  time: 'Clock',
  disable: 'Slash',
  wrench: 'Tool',
  error: 'AlertTriangle',
  widget: 'Box',
  cube: 'Package',
  form: 'Clipboard',
  'th-list': 'List',
  chart: 'PieChart',
  'page-layout': 'Layout',
  tint: 'Droplet',
  rocket: 'Zap',
};

/** Every name `featherIcon` answers; each is exported by react-feather 2 (the legacy client's version). */
export const FEATHER_ICONS: ReadonlySet<string> = new Set([
  ...Object.values(FROM_BLUEPRINT),
  'Calendar', 'Shield', 'Lock', 'Key', 'Heart', 'ShoppingCart', 'LogIn', 'Unlock', 'Book', 'Edit', 'CreditCard',
  'Layers', 'Star', 'Briefcase', 'Settings', 'TrendingUp', 'UserPlus', 'Users', 'CheckSquare', 'Database', 'Folder',
  'Globe', 'Layout', 'Package', 'User', 'RefreshCw', 'Circle', 'Monitor', 'Tablet', 'Smartphone',
]);

/** The react-feather component for one of our icon names; an icon we never mapped is drawn as a circle. */
export function featherIcon(name: string): string {
  const component = FROM_BLUEPRINT[name] ?? name.replace(/(?:^|-)([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
  return FEATHER_ICONS.has(component) ? component : 'Circle';
}
