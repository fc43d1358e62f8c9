import { createServer } from 'node:net';

/** Whether listening failed because another program holds the address. */
export const isPortInUse = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'EADDRINUSE';

/** The sentence for a port in use: what happened and which variable to change. */
export function portInUseMessage(port: number, host: string): string {
  return (
    `port ${port} on ${host} is in use by another program: ` +
    `stop it, or set PORT to a free port (PORT=${port + 1} npm start)`
  );
}

/**
 * Fails with that sentence when the port is taken, so that a start that cannot listen says so at once
 * rather than after building the console and opening the database. The server's own listen can
 * still lose a race for the port; main.ts says the same then.
 */
export async function ensurePortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((free, taken) => {
    probe.once('error', (error) =>
      taken(isPortInUse(error) ? new Error(portInUseMessage(port, host)) : error),
    );
    probe.listen({ port, host, exclusive: true }, free);
  });
  await new Promise<void>((closed) => probe.close(() => closed()));
}
