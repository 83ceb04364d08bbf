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
  ['domains', '^server/(__generated__|auth|sessions|users|ecommerce|chat|invoices|email|todo|calendar|datatables|permissions|search|content|notifications|avatars|live|audit-log|two-step|saved-views|bulk-jobs|mail|api-keys|imports)/'],
  ['seed', '^seed/'],
  ['config', '^server/config[.]ts$'],
  ['composition', '^server/composition/'],
  ['plugins', '^server/plugins/'],
  ['app', '^server/app[.]ts$'],
  ['main', '^server/(main|db-cli|tracing)[.]ts$'],
];

/** Each domain and the peer domains it may import (one direction: a peer never imports back). */
const DOMAIN_PEERS = {
  // The generated resolver types map GraphQL types to every domain's models (codegen `mappers`).
  __generated__: ['*'],
  auth: ['sessions', 'two-step', 'mail'],
  chat: ['avatars'],
  content: ['auth', 'avatars'],
  datatables: ['avatars', 'bulk-jobs', 'imports'],
  ecommerce: ['auth'],
  email: ['auth', 'avatars'],
  invoices: ['avatars', 'bulk-jobs', 'mail'],
  live: ['avatars'],
  notifications: ['auth', 'calendar'],
  search: ['auth'],
  todo: ['avatars', 'bulk-jobs', 'imports'],
  users: ['avatars', 'bulk-jobs', 'imports'],
  imports: ['bulk-jobs'],
  'audit-log': ['bulk-jobs'],
};

const DOMAINS = LAYERS.find(([name]) => name === 'domains')[1].slice('^server/('.length, -2).split('|');

/** A rule refusing imports `from` → `to`; its comment is what a violation prints. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

const layerRules = LAYERS.slice(0, -1).map(([name, path], index) =>
  forbid(`layer-${name}`, `${name} imports only the layers above it`, { path }, { path: LAYERS.slice(index + 1).map(([, below]) => below) }),
);

const peerRules = DOMAINS.filter((domain) => !(DOMAIN_PEERS[domain] ?? []).includes('*')).map((domain) => {
  const peers = DOMAIN_PEERS[domain] ?? [];
  return forbid(
    `peers-of-${domain}`,
    `server/${domain} imports only the peer domains it names (${peers.join(', ') || 'none'})`,
    { path: `^server/${domain}/` },
    { path: `^server/(${DOMAINS.join('|')})/`, pathNot: `^server/(${[domain, '__generated__', ...peers].join('|')})/` },
  );
});

const SEED_AND_BELOW = LAYERS.slice(LAYERS.findIndex(([name]) => name === 'seed')).map(([, path]) => path);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid('no-circular', 'no file reaches itself through its imports (type-only imports included)', {}, { circular: true }),
    ...layerRules,
    ...peerRules,
    forbid('server-not-above-seed', 'only the composition root and what stands above it may read the seed data', { path: '^server/', pathNot: SEED_AND_BELOW }, { path: '^seed/' }),
    forbid('web-features-not-shell', 'features never import the shell: only web/src/app names every feature', { path: '^web/src/features/' }, { path: '^web/src/app/' }),
    forbid(
      'web-features-apart',
      'a feature does not import another feature: shared code lives in web/src/lib or web/src/components',
      { path: '^web/src/features/([^/]+)/' },
      { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    ),
    forbid('web-shared-below-features', 'web/src/lib and web/src/components import neither the shell nor a feature', { path: '^web/src/(lib|components)/' }, { path: '^web/src/(app|features)/' }),
    forbid('web-not-server', 'the web client reads one server file: the password rule both faces check', { path: '^web/' }, { path: '^(server|seed)/', pathNot: '^server/common/password-policy[.]ts$' }),
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^dist/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
