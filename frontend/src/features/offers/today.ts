import { pragueToday } from '../../shared/format';

/** Today in Prague, 'YYYY-MM-DD' (compared with an offer's validUntil; the same on the server and in the browser). */
export const todayIso = () => pragueToday();
