import { formatKc } from '../../shared/format';

/** The deposit an offer asks on acceptance, as its card shows it: 'Záloha 5 000 Kč'. */
export const offerDepositText = (amount: number) => `Záloha ${formatKc(amount)}`;
