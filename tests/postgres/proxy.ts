import { connect, createServer, type Server, type Socket } from 'node:net';

/** Who a connection to PostgreSQL is: the live events' bus (its `application_name`) or the product's pool. */
type Kind = 'live events' | 'pool';

/**
 * A TCP proxy in front of the test database, so a test can take the database away from an app (stop it, as far as
 * the app can tell) or only the live events' connections, and give it back. It tells them apart by the startup
 * message each connection opens with: the bus names itself `aurora live events` (server/events/).
 */
export interface DatabaseProxy {
  /** DATABASE_URL with the proxy's address. */
  url: string;
  /** Ends the connections of `what` and refuses new ones until `restore()`. */
  cut(what: 'everything' | 'live events'): void;
  restore(): void;
  close(): Promise<void>;
}

export async function databaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  const open = new Map<Socket, Kind>();
  let cut: 'everything' | 'live events' | null = null;
  const refused = (kind: Kind) => cut === 'everything' || (cut === 'live events' && kind === 'live events');

  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    client.once('data', (first: Buffer) => {
      const kind: Kind = first.includes('aurora live events') ? 'live events' : 'pool';
      if (refused(kind)) {
        client.destroy();
        upstream.destroy();
        return;
      }
      open.set(client, kind);
      upstream.write(first);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    const end = () => {
      open.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${port}`;

  return {
    url: url.toString(),
    cut(what) {
      cut = what;
      for (const [socket, kind] of open) if (refused(kind)) socket.destroy();
    },
    restore() {
      cut = null;
    },
    async close() {
      for (const socket of open.keys()) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
