import net from 'node:net';

/**
 * A TCP proxy in front of a server (MariaDB in the tests), to make it unreachable and reachable
 * again from inside a test:
 * - `stop()`: the port refuses connections and every open connection is cut (server down);
 * - `blackhole()`: connections are accepted and open ones kept, but nothing gets through in
 *   either direction (a network partition: the client hears nothing and must time out);
 * - `start()`: back to normal on the same port.
 */
export interface TcpProxy {
  readonly port: number;
  /** host:port to put in a URL instead of the real server's. */
  readonly address: string;
  stop(): Promise<void>;
  blackhole(): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let blackholed = false;
  let server: net.Server | null = null;
  let port = 0;

  const onConnection = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (!blackholed) to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer(onConnection);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });

  const stop = async () => {
    const closing = server;
    server = null;
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    get address() {
      return `127.0.0.1:${port}`;
    },
    stop,
    blackhole() {
      blackholed = true;
    },
    async start() {
      blackholed = false;
      if (!server) await listen();
    },
    close: stop,
  };
}
