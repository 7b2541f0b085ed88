export { createOpenAiSimulator, DEFAULT_API_KEY } from './create-openai-simulator.ts';
export type { OpenAiSimulator, OpenAiSimulatorOptions } from './create-openai-simulator.ts';
export type { OpenAiSimulatorHandler } from './create-handler.ts';
export { DEMO_LABEL, NOT_IN_BASE, composeAnswer } from './compose-answer.ts';
export { SUMMARY_PARTS, composeSummary } from './compose-summary.ts';
export type { RecordedCall } from './sim-context.ts';
