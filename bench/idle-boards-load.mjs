// The browsers of a benchmark, in their own process so the server's CPU is measured alone.
// argv[2]: JSON { url, tokens, mode: 'full' | 'changes', seconds }. Each board does what an open
// board does every 10 s: the status check and the chat list's check, either the whole list sent
// with the last answer's tag (before) or the changes since its cursor (now). Prints 'ready' once
// every board has its first list, then, after `seconds`, one JSON line with the bytes received.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const { url, tokens, mode, seconds } = JSON.parse(process.argv[2]);
const PERIOD = 10_000;

function get(path, token, extra = {}) {
  return new Promise((resolve, reject) => {
    const headers = {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'gzip, deflate, br',
      ...extra,
    };
    const req = request(`${url}${path}`, { headers }, (res) => {
      const chunks = [];
      let bytes = 15 + res.rawHeaders.reduce((n, h) => n + h.length + 2, 0);
      res.on('data', (c) => {
        bytes += c.length;
        chunks.push(c);
      });
      res.on('end', () => {
        let body = Buffer.concat(chunks);
        const enc = res.headers['content-encoding'];
        if (enc === 'br') body = brotliDecompressSync(body);
        else if (enc === 'gzip') body = gunzipSync(body);
        resolve({ status: res.statusCode, headers: res.headers, body, bytes });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const boards = await Promise.all(
  tokens.map(async (token) => {
    const first = await get('/dashboard/zapi/chats', token);
    return { token, etag: first.headers.etag, cursor: first.headers['x-board-cursor'] };
  }),
);

async function check(board) {
  let bytes = (await get('/dashboard/zapi/status', board.token)).bytes;
  if (mode === 'full') {
    const res = await get('/dashboard/zapi/chats', board.token, { 'if-none-match': board.etag });
    if (res.status === 200) board.etag = res.headers.etag;
    bytes += res.bytes;
  } else {
    const res = await get(`/dashboard/zapi/chats/changes?since=${board.cursor}`, board.token);
    const answer = JSON.parse(res.body.toString('utf8'));
    if (answer.reset) throw new Error('reset during the benchmark');
    board.cursor = answer.cursor;
    bytes += res.bytes;
  }
  return bytes;
}

process.stdout.write('ready\n');
let bytes = 0;
let checks = 0;
const end = Date.now() + seconds * 1000;
await Promise.all(
  boards.map(async (board, i) => {
    // Spread over the period, as boards opened at different moments are.
    await new Promise((r) => setTimeout(r, (i * PERIOD) / boards.length));
    while (Date.now() < end) {
      const started = Date.now();
      // Not `bytes += await ...`: that reads `bytes` before the wait and loses the other boards' bytes.
      const moved = await check(board);
      bytes += moved;
      checks += 1;
      await new Promise((r) => setTimeout(r, Math.max(0, PERIOD - (Date.now() - started))));
    }
  }),
);
process.stdout.write(`${JSON.stringify({ bytes, checks })}\n`);
