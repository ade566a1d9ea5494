import { createServer } from 'node:net';

/** Whether a TCP port on the loopback interface can be bound right now. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

/** A port the OS reports free (for emulators that must be told their port before they start). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .once('listening', () => {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        server.close(() => resolve(port));
      });
    server.listen(0, host);
  });
}

/** The preferred port when free (stable across restarts), else any free one. */
export async function preferredPort(preferred: number): Promise<number> {
  return (await isPortFree(preferred)) ? preferred : freePort();
}
