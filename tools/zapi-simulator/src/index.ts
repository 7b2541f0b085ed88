export { createSimulator } from './create-simulator.ts';
export type { Simulator, SimulatorState } from './create-simulator.ts';
export type { SimulatorHandler } from './create-handler.ts';
export { DEFAULT_TIMING } from './resolve-options.ts';
export { MAX_BODY_BYTES as SIMULATOR_MAX_BODY_BYTES } from './http-io.ts';
export type {
  InstancePreset,
  SentRecord,
  SimChat,
  SimInstance,
  SimMessage,
  SimulatorOptions,
  SimulatorTiming,
  WebhookAttempt,
} from './types.ts';
