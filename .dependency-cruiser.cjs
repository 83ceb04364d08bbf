/**
 * Which folder may import which (`npm run deps`, a stage of `npm test`). docs/architecture.md draws it.
 *
 * The server is a stack of layers; a file imports only the layers above its own (type-only imports
 * count: a circle of types is still a circle to a reader):
 *   kernel (server/common) → access → db, http → events, audit, graphql (services domains plug into)
 *   → domains (one folder each, with the generated resolver types) → seed (data only) → config
 *   → composition root → plugins → app → main.
 * A domain imports only the peer domains it names in DOMAIN_PEERS, so domains stay a graph without circles.
 * The web client: features never import the shell (web/src/app) or each other; lib and components import
 * neither; the only server file it may read is the password rule both check.
 */

/** @type {Array<[name: string, path: string]>} top to bottom */
const LAYERS = [
  ['kernel', '^server/common/'],
  ['access', '^server/access/'],
  ['infrastructure', '^server/(db|http)/'],
  ['services', '^server/(events|audit|graphql)/'],
  ['domains', '^server/(__generated__|auth|sessions|users|ecommerce|chat|invoices|email|todo|calendar|datatables|permissions|search|content|notifications|avatars|live|audit-log)/'],
  ['seed', '^seed/'],
  ['config', '^server/config[.]ts$'],
  ['composition', '^server/composition/'],
  ['plugins', '^server/plugins/'],
  ['app', '^server/app[.]ts$'],
  ['main', '^server/(main|db-cli)[.]ts$'],
];

/** Each domain and the peer domains it may import (one direction: a peer never imports back). */
const DOMAIN_PEERS = {
  // The generated resolver types map GraphQL types to every domain's models (codegen `mappers`).
  __generated__: ['*'],
  auth: ['sessions'],
  chat: ['avatars'],
  content: ['auth', 'avatars'],
  datatables: ['avatars'],
  ecommerce: ['auth'],
  email: ['auth', 'avatars'],
  invoices: ['avatars'],
  live: ['avatars'],
  notifications: ['auth', 'calendar'],
  search: ['auth'],
  todo: ['avatars'],
  users: ['avatars'],
};

const DOMAINS = LAYERS.find(([name]) => name === 'domains')[1].slice('^server/('.length, -2).split('|');

const layerRules = LAYERS.slice(0, -1).map(([name, path], index) => ({
  name: `layer-${name}`,
  comment: `${name} imports only the layers above it`,
  severity: 'error',
  from: { path },
  to: { path: LAYERS.slice(index + 1).map(([, below]) => below) },
}));

const peerRules = DOMAINS.filter((domain) => !(DOMAIN_PEERS[domain] ?? []).includes('*')).map((domain) => {
  const allowed = [domain, '__generated__', ...(DOMAIN_PEERS[domain] ?? [])];
  return {
    name: `peers-of-${domain}`,
    comment: `server/${domain} imports only the peer domains it names (${allowed.slice(2).join(', ') || 'none'})`,
    severity: 'error',
    from: { path: `^server/${domain}/` },
    to: { path: `^server/(${DOMAINS.join('|')})/`, pathNot: `^server/(${allowed.join('|')})/` },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'no file reaches itself through its imports (type-only imports included)',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    ...peerRules,
    {
      name: 'server-not-above-seed',
      comment: 'only the composition root and what stands above it may read the seed data',
      severity: 'error',
      from: { path: '^server/', pathNot: LAYERS.slice(LAYERS.findIndex(([name]) => name === 'seed')).map(([, path]) => path) },
      to: { path: '^seed/' },
    },
    {
      name: 'web-features-not-shell',
      comment: 'features never import the shell: only web/src/app names every feature',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-features-apart',
      comment: 'a feature does not import another feature: shared code lives in web/src/lib or web/src/components',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-shared-below-features',
      comment: 'web/src/lib and web/src/components import neither the shell nor a feature',
      severity: 'error',
      from: { path: '^web/src/(lib|components)/' },
      to: { path: '^web/src/(app|features)/' },
    },
    {
      name: 'web-not-server',
      comment: 'the web client reads one server file: the password rule both faces check',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(server|seed)/', pathNot: '^server/common/password-policy[.]ts$' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^dist/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
