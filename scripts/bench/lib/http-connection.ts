import net from 'node:net';

export interface HttpAnswer {
  status: number;
  body: Buffer;
}

const HEADERS_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection that sends a request at a time and reads answers carrying a
 * Content-Length (as the server's JSON answers do): a load generator on the same two cores as
 * the server and PostgreSQL. Through `node:http` each request cost the generator ~0.08–0.1 ms of
 * CPU (a parser, header objects and stream events for each answer); here it is a socket write
 * and a scan for the end of the headers.
 */
export class HttpConnection {
  readonly #socket: net.Socket;
  readonly #ready: Promise<void>;
  #chunks: Buffer[] = [];
  #received = 0;
  #pending: { resolve: (answer: HttpAnswer) => void; reject: (error: Error) => void } | undefined;

  constructor(url: string) {
    const { hostname, port } = new URL(url);
    this.#socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
    this.#ready = new Promise((resolve, reject) => {
      this.#socket.once('connect', resolve);
      this.#socket.once('error', reject);
    });
    this.#socket.on('data', (chunk: Buffer) => this.#take(chunk));
    this.#socket.on('error', (error) => this.#fail(error));
    this.#socket.on('close', () => this.#fail(new Error('connection closed')));
  }

  /** Sends a POST of `body` (JSON) to `path` with `headers` and waits for its answer. */
  async post(path: string, headers: Record<string, string>, body: string): Promise<HttpAnswer> {
    await this.#ready;
    if (this.#pending) throw new Error('one request at a time');
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const answer = new Promise<HttpAnswer>((resolve, reject) => {
      this.#pending = { resolve, reject };
    });
    this.#socket.write(
      `POST ${path} HTTP/1.1\r\nhost: bench\r\ncontent-type: application/json\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\n${head}\r\n${body}`,
    );
    return answer;
  }

  close(): void {
    this.#socket.destroy();
  }

  #take(chunk: Buffer): void {
    this.#chunks.push(chunk);
    this.#received += chunk.length;
    const data = this.#chunks.length === 1 ? chunk : Buffer.concat(this.#chunks);
    this.#chunks = [data];
    const headersEnd = data.indexOf(HEADERS_END);
    if (headersEnd < 0) return;
    const head = data.toString('latin1', 0, headersEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (length === undefined) return this.#fail(new Error('an answer without Content-Length'));
    const end = headersEnd + HEADERS_END.length + Number(length);
    if (this.#received < end) return;
    if (this.#received > end) return this.#fail(new Error('more than one answer'));
    const pending = this.#pending;
    this.#pending = undefined;
    this.#chunks = [];
    this.#received = 0;
    pending?.resolve({
      status: Number(head.slice(9, 12)),
      body: data.subarray(headersEnd + HEADERS_END.length),
    });
  }

  #fail(error: Error): void {
    const pending = this.#pending;
    this.#pending = undefined;
    pending?.reject(error);
  }
}
