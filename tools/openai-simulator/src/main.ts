import { createOpenAiSimulator } from './create-openai-simulator.ts';

/** Local OpenAI-compatible simulator: `tsx src/main.ts` (SIM_PORT, SIM_API_KEY). */
const env = process.env;
const simulator = createOpenAiSimulator({
  apiKey: env.SIM_API_KEY || undefined,
  log: (line) => console.log(line),
});
await simulator.listen(Number(env.SIM_PORT ?? 3902), env.SIM_HOST ?? '127.0.0.1');
console.log(`[openai-sim] OpenAI-compatible simulator: AI_BASE_URL=${simulator.baseUrl}`);

const stop = (): void => {
  void simulator.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
