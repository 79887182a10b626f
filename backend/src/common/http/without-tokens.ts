/** Routes whose path carries a link's token as its last segment: a guest's RSVP (/api/rsvp/{token}) and the calendar feed (/api/calendar/{token}.ics). */
const PATH_TOKEN = /^(\/api\/(?:rsvp|calendar)\/)[^/?#]+?(\.ics)?(?=[?#]|$)/i;

/**
 * The URL for a log line or a trace: a link's token (?token=… or in the path above) never reaches them
 * (DESIGN.md section 4). Imports nothing: the tracing SDK uses it before the app is loaded.
 */
export const withoutTokens = (url: string): string => url.replace(/([?&]token=)[^&#]*/gi, '$1[skryto]').replace(PATH_TOKEN, '$1[skryto]$2');
