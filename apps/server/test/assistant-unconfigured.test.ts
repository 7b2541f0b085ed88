import { assistantEndpoints as ai, MSG } from '@conecta/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { callApi } from './helpers/call-api.ts';
import { createTestApp, signUp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('does not exist on a server with no AI_* provider: nothing to show, nothing to turn on', async () => {
  const { token } = await signUp(t);
  const status = (await callApi(t, token, ai.status)).data();
  expect(status).toEqual({ success: true, available: false, enabled: false, canTranscribe: false });
  expect((await callApi(t, token, ai.settings)).data()).toMatchObject({ provider: null });
  const on = await callApi(t, token, ai.updateSettings, {
    body: { enabled: true, autoTranscribe: false, knowledgeBase: '' },
  });
  expect(on.statusCode).toBe(404);
  expect(on.json().message).toBe(MSG.assistant.unavailable);
  const suggest = await callApi(t, token, ai.suggestReply, { params: { chatId: '5511987650050' } });
  expect(suggest.statusCode).toBe(404);
});
