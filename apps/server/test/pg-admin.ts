/**
 * Two small PostgreSQL chores that tests and the bench share when they make databases of their
 * own on a server: the URL of another database on the same server, and one short-lived client.
 */
import pg from 'pg';

/** `serverUrl` with its database replaced by `name`. */
export function databaseUrlNamed(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `run` on a client connected to `url`, and closes the client however it ends. */
export async function withClient<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
