// The browser's side of a benchmark, in its own thread: GETs `url` `calls` times and times each
// until its last byte, so receiving megabytes is not counted as the server's work.
import { parentPort, workerData } from 'node:worker_threads';

const { url, token, calls } = workerData;
const times = [];
let first;
for (let i = 0; i < calls; i++) {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.arrayBuffer();
  times.push(performance.now() - t0);
  if (i === 0) first = new TextDecoder().decode(body);
}
parentPort.postMessage({ times, first });
