import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface RawRequest {
  method: string;
  /** Path and query exactly as they go on the wire (already percent-encoded). */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** Why the connection ended without a whole answer (reset, hang-up, truncated body). */
  dropped: string | null;
}

/**
 * Real HTTP over loopback, byte for byte what a client sends (inject would hide a connection
 * dropped mid-answer, and fetch normalises what it sends).
 */
export class RawHttp {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

  private constructor(private readonly port: number) {}

  /** Listens on a free loopback port for the suite's requests. */
  static async listen(app: FastifyInstance): Promise<RawHttp> {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return new RawHttp(address.port);
  }

  close(): void {
    this.agent.destroy();
  }

  send(request: RawRequest): Promise<RawResponse> {
    return new Promise((resolve) => {
      const dropped = (reason: string) =>
        resolve({ status: 0, headers: {}, text: '', dropped: reason });
      // Node sends a GET's or DELETE's body with neither length nor chunks unless told its
      // length; every real client states it.
      const length =
        request.body === undefined || 'content-length' in request.headers
          ? {}
          : { 'content-length': String(Buffer.byteLength(request.body)) };
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, ...length },
          agent: this.agent,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('aborted', () => dropped('the answer was cut off'));
          incoming.on('error', (error) => dropped(error.message));
          incoming.on('end', () => {
            if (!incoming.complete) return dropped('the answer was cut off');
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              text: Buffer.concat(chunks).toString('utf8'),
              dropped: null,
            });
          });
        },
      );
      outgoing.on('error', (error) => dropped(error.message));
      outgoing.end(request.body);
    });
  }
}
