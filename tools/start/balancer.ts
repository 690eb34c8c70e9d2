// A small loopback load balancer for the two-instance topology (`npm run start:cluster`, the cluster
// journeys): round robin over the API instances, a health check every half second, and a request
// that could not reach an instance (connection refused: nothing was sent) goes to the next one. So
// stopping an instance loses no request the client was answered for, and the next ones go to the
// other instance. Production puts a real balancer (a cloud load balancer, nginx, HAProxy) here.
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';

export interface Balancer {
  url: string;
  server: Server;
  /** Which instance answered each request, in order (the journeys check both were used). */
  answeredBy: string[];
  close(): Promise<void>;
}

/** Bodies up to this size are kept so that they can be sent again to the next instance; larger ones stream once. */
const RETRY_BODY_BYTES = 1024 * 1024;
const DOWN_FOR_MS = 3000;

export async function startBalancer(backends: string[], port: number, host = '127.0.0.1'): Promise<Balancer> {
  const downUntil = new Map<string, number>();
  const answeredBy: string[] = [];
  let next = 0;
  const healthy = () => backends.filter((backend) => (downUntil.get(backend) ?? 0) <= Date.now());
  const pick = (exclude: Set<string>) => {
    const candidates = healthy().filter((backend) => !exclude.has(backend));
    const pool = candidates.length > 0 ? candidates : backends.filter((backend) => !exclude.has(backend));
    if (pool.length === 0) return undefined;
    next = (next + 1) % pool.length;
    return pool[next];
  };
  const check = setInterval(() => {
    for (const backend of backends) {
      const probe = httpRequest(`${backend}/api/health`, { timeout: 400 }, (res) => {
        res.resume();
        if (res.statusCode === 200) downUntil.delete(backend);
      });
      probe.on('error', () => downUntil.set(backend, Date.now() + DOWN_FOR_MS));
      probe.on('timeout', () => probe.destroy());
      probe.end();
    }
  }, 500);
  check.unref();

  const forward = (
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    body: Buffer | null,
    tried: Set<string>,
  ): void => {
    const backend = pick(tried);
    if (!backend) {
      outgoing.writeHead(502, { 'content-type': 'application/json' }).end('{"message":"No API instance answers"}');
      return;
    }
    tried.add(backend);
    const target = new URL(incoming.url ?? '/', backend);
    const proxied = httpRequest(
      target,
      {
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' },
      },
      (answer) => {
        answeredBy.push(backend);
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', (error: NodeJS.ErrnoException) => {
      const unreached = error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET';
      if (unreached) downUntil.set(backend, Date.now() + DOWN_FOR_MS);
      // Connection refused: the instance got nothing, so the request is sent to the next one.
      if (error.code === 'ECONNREFUSED' && body !== null && !outgoing.headersSent) {
        forward(incoming, outgoing, body, tried);
        return;
      }
      if (!outgoing.headersSent)
        outgoing.writeHead(502, { 'content-type': 'application/json' }).end('{"message":"The API instance failed"}');
      else outgoing.destroy();
    });
    if (body !== null) proxied.end(body);
    else incoming.pipe(proxied);
  };

  const server = createServer((incoming, outgoing) => {
    const length = Number(incoming.headers['content-length'] ?? 0);
    const chunked = incoming.headers['transfer-encoding'] !== undefined;
    if (chunked || length > RETRY_BODY_BYTES) {
      forward(incoming, outgoing, null, new Set());
      return;
    }
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => forward(incoming, outgoing, Buffer.concat(chunks), new Set()));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${listening}`,
    server,
    answeredBy,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(check);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
