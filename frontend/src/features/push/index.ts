export { PushDevicesCard, PUSH_CARD_TITLE, PUSH_TOGGLE_LABEL } from './PushDevicesCard';
export type { PushDevicesCardProps } from './PushDevicesCard';
