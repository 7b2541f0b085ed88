import { createCloudSimulator } from './create-cloud-simulator.ts';

/**
 * Local Cloud API simulator: `tsx src/main.ts`. One phone number from the environment (its
 * webhooks go to SIM_CALLBACK_URL); more through `POST /_sim/phone-numbers`.
 */
const env = process.env;
const simulator = createCloudSimulator({
  apiVersion: env.SIM_API_VERSION || undefined,
  publicBaseUrl: env.SIM_PUBLIC_URL || undefined,
  phoneNumbers: [
    {
      id: env.SIM_PHONE_NUMBER_ID ?? '100000000000001',
      displayPhoneNumber: env.SIM_DISPLAY_NUMBER ?? '5511900000000',
      accessToken: env.SIM_ACCESS_TOKEN ?? 'sim-access-token',
      appSecret: env.SIM_APP_SECRET ?? 'sim-app-secret',
      verifyToken: env.SIM_VERIFY_TOKEN ?? 'sim-verify-token',
      callbackUrl: env.SIM_CALLBACK_URL || undefined,
      wabaId: env.SIM_WABA_ID || undefined,
      windowErrors: env.SIM_WINDOW_ERRORS === 'status' ? 'status' : 'response',
    },
  ],
  log: (line) => console.log(line),
});

const { url } = await simulator.listen(Number(env.SIM_PORT ?? 3901), env.SIM_HOST ?? '127.0.0.1');
console.log(`[cloud-sim] WhatsApp Cloud API simulator listening on ${url}`);
console.log(`[cloud-sim] Graph base URL for the product: ${simulator.graphUrl}`);

const stop = (): void => {
  void simulator.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
