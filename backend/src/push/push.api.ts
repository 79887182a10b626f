/**
 * The public surface of `push/`. Web Push devices and sends (issue 47): what other modules may use.
 * Other modules import from this file (and `push.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { ExportedPushDeviceDto } from './dto/push.dto';
export { PushService } from './push.service';
export type { PushNoticeKind } from './push-rules';
