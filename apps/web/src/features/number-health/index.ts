export { NumberHealthDialog } from './components/number-health-dialog';
export { NumberOutageDetail } from './components/number-outage-detail';
export { OtherNumbersGaps } from './components/other-numbers-gaps';
export { OutageBanner } from './components/outage-banner';
export { OutageNotices } from './components/outage-notices';
export { numberHealthKeys } from './queries';
export { useSendHold } from './hooks/use-send-hold';
