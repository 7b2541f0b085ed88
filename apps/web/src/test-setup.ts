import { ReadableStream as NodeReadableStream } from 'node:stream/web';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` give up after 1 s by default: a deadline, not the event. On a busy
// 2-core machine running API tests beside these (CI), the dashboard's first render took longer
// and three tests failed with nothing wrong. They now wait for what they look for, bounded only
// by the test's own timeout.
configure({ asyncUtilTimeout: 20_000 });

// A VM context (the pool, vitest.config.ts) gets jsdom's globals and not all of Node's: a test
// that builds a streamed answer (`new Response(new ReadableStream(...))`) needs Node's own.
globalThis.ReadableStream ??= NodeReadableStream as typeof globalThis.ReadableStream;

// Testing Library unmounts after each test by registering `afterEach` when it is first imported;
// in a VM context its module is shared by the worker's files, so that ran for the first file
// only and later files kept earlier tests' screens. Each file registers it here.
afterEach(() => cleanup());
