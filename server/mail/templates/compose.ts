import type { MailKind, MailLanguage } from '../models.js';
import { LETTER_WORDS, PRODUCT_NAME, type LetterParams } from './texts.js';

export type { LetterParams } from './texts.js';

/** The product's look, inline (mail programs drop style sheets): the primary blue of the web client, one column. */
const BRAND = '#2d72d2';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ComposedLetter {
  subject: string;
  html: string;
  text: string;
}

/** A letter of `kind` in `language`: its subject, an HTML part in the product's look and the same words as plain text. */
export function composeLetter(kind: MailKind, language: MailLanguage, params: LetterParams): ComposedLetter {
  const words = LETTER_WORDS[language][kind];
  const lines = words.lines(params);
  const link = words.action && params.link ? { label: words.action, href: params.link } : null;
  const text = [words.heading, '', ...lines.flatMap((line) => [line, '']), ...(link ? [`${link.label}: ${link.href}`, ''] : []), '—', words.footer, PRODUCT_NAME].join('\n');
  const paragraphs = lines.map((line) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(line)}</p>`).join('');
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:${BRAND};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:4px;display:inline-block;font-weight:600">${escapeHtml(link.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#5f6b7c;word-break:break-all">${escapeHtml(link.href)}</p>`
    : '';
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(words.heading)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f6f7f9;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c2127">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;border-top:4px solid ${BRAND}">` +
    `<tr><td style="padding:24px 28px 8px;font-size:18px;font-weight:700;color:${BRAND}">${PRODUCT_NAME}</td></tr>` +
    `<tr><td style="padding:8px 28px 24px"><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(words.heading)}</h1>${paragraphs}${button}</td></tr>` +
    `<tr><td style="padding:16px 28px;border-top:1px solid #e5e8eb;font-size:12px;color:#5f6b7c">${escapeHtml(words.footer)}</td></tr>` +
    `</table></td></tr></table></body></html>`;
  return { subject: words.subject(params), html, text };
}
