import { signIn } from './auth';
import { client } from './http';
import { defaultTestStore, startServer, type TestServer, type TestStore } from './server';

/** A fresh server and a client signed in as the seed admin. */
export async function startWithAdmin(store: TestStore = defaultTestStore()): Promise<{
  server: TestServer;
  api: ReturnType<typeof client>;
  anon: ReturnType<typeof client>;
}> {
  const server = await startServer({}, {}, store);
  const session = await signIn(server.url);
  return { server, api: client(server.url, session.token), anon: client(server.url) };
}
