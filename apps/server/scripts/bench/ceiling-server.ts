/**
 * The ceiling of the hot-path bench: a bare `node:http` server that answers each recorded path
 * with the very status, headers and bytes the shop sent for it, and nothing else. Run as a child
 * process (like the shop) so it does not share a thread with the load generator.
 *   node --import tsx ceiling-server.ts <answers.json> <port>
 */
import fs from 'node:fs';
import http, { type OutgoingHttpHeaders } from 'node:http';

type Recorded = { status: number; headers: OutgoingHttpHeaders; bodyBase64: string };

const [file, port] = process.argv.slice(2);
const recorded = JSON.parse(fs.readFileSync(file!, 'utf8')) as Record<string, Recorded>;
const answers = new Map(
  Object.entries(recorded).map(([path, r]) => [
    path,
    { status: r.status, headers: r.headers, body: Buffer.from(r.bodyBase64, 'base64') },
  ]),
);

http
  .createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
