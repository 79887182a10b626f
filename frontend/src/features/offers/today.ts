import dayjs from 'dayjs';

/** Today in the viewer's calendar, 'YYYY-MM-DD' (compared with an offer's validUntil). */
export const todayIso = () => dayjs().format('YYYY-MM-DD');
