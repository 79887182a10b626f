import escapeHtml from 'escape-html';
import { RenderedMail } from '../mail.types';

export interface MailContent {
  template: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
  /** A second, plain link under the action ('Poptávku jsem nezadával(a)'). */
  secondaryAction?: { label: string; url: string };
  /** The body holds a usable link (see RenderedMail.secret). */
  secret?: boolean;
}

const SIGNATURE = 'Tým Svatby';

/** Escaped, with the line breaks of a multi-line paragraph (a contact message) kept. */
function paragraphHtml(paragraph: string): string {
  return escapeHtml(paragraph).replace(/\r?\n/g, '<br>\n');
}

/** One layout for every e-mail: the same words as plain text and as simple, inline-styled HTML. */
export function renderMail(content: MailContent): RenderedMail {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.secondaryAction ? [`${content.secondaryAction.label}: ${content.secondaryAction.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    SIGNATURE,
  ].join('\n');

  const html = `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#faf5f7;font-family:Arial,Helvetica,sans-serif;color:#2b2b2b">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td>
<p style="font-size:20px;font-weight:bold;color:#9d2452;margin:0 0 16px">Svatby</p>
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((paragraph) => `<p>${paragraphHtml(paragraph)}</p>`).join('\n')}
${
  content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#9d2452;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:12px;color:#595959">${escapeHtml(content.action.url)}</p>`
    : ''
}
${
  content.secondaryAction
    ? `<p style="font-size:13px"><a href="${escapeHtml(content.secondaryAction.url)}" style="color:#9d2452">${escapeHtml(content.secondaryAction.label)}</a></p>`
    : ''
}
${content.footnote ? `<p style="font-size:12px;color:#595959">${escapeHtml(content.footnote)}</p>` : ''}
<p>${SIGNATURE}</p>
</td></tr></table></body></html>`;

  return { template: content.template, subject: content.subject, text, html, ...(content.secret ? { secret: true } : {}) };
}
