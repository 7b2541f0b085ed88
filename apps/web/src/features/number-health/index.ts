export { NumberHealthDialog } from './components/number-health-dialog';
export { OutageBanner } from './components/outage-banner';
export { OutageNotices } from './components/outage-notices';
export { numberHealthKeys } from './queries';
export { useSendHold } from './hooks/use-send-hold';
