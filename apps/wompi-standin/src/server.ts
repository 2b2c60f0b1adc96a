// The stand-in as an HTTP server, built without listening so tests can run it in-process;
// main.ts is the separate process that reads the environment.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRouter } from './router';
import { checkoutRoutes } from './routes/checkout-routes';
import { controlRoutes } from './routes/control-routes';
import { merchantRoutes } from './routes/merchant-routes';
import { transactionRoutes } from './routes/transaction-routes';
import { createStandinState, type StandinOptions } from './state';

export interface WompiStandin {
  server: Server;
  /** Resolves with the base URL, e.g. `http://127.0.0.1:41234`; port 0 takes any free one. */
  listen(port?: number, host?: string): Promise<string>;
  /** Stops pending settlements and event retries, then the server. */
  close(): Promise<void>;
}

export function createWompiStandin(options: StandinOptions = {}): WompiStandin {
  const state = createStandinState(options);
  const route = createRouter([
    ...merchantRoutes(state),
    ...transactionRoutes(state),
    ...checkoutRoutes(state),
    ...controlRoutes(state),
  ]);
  const server = createServer((req, res) => void route(req, res));

  return {
    server,

    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve(`http://${shownHost}:${address.port}`);
        });
      });
    },

    close() {
      state.lifetime.end();
      if (!server.listening) return Promise.resolve();
      return new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
