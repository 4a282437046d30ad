/** A small RTL-safe mail layout: Arabic HTML with a plain-text twin. */
export interface MailContent {
  subject: string;
  /** the heading inside the mail */
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** plain links after the paragraphs, one a line (an update's photos) */
  links?: { label: string; url: string }[];
  /** a one-click link that stops mails like this one; also sent as List-Unsubscribe */
  unsubscribe?: { label: string; url: string };
  /** a closing line in small print */
  footnote?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Mail clients drop direction from <body>, so the wrapper table carries it inline. */
export function renderMail(content: MailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.8">${escapeHtml(paragraph)}</p>`)
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0f5e55;color:#ffffff;padding:12px 24px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">إذا لم يعمل الزر، انسخ هذا الرابط في المتصفح:<br><span dir="ltr" style="direction:ltr;unicode-bidi:embed">${escapeHtml(content.action.url)}</span></p>`
    : '';
  const links = (content.links ?? [])
    .map(
      (link) =>
        `<p style="margin:0 0 8px"><a href="${escapeHtml(link.url)}" style="color:#0f5e55">${escapeHtml(link.label)}</a></p>`,
    )
    .join('');
  const footnote = content.footnote
    ? `<p style="margin:24px 0 0;font-size:12px;color:#777">${escapeHtml(content.footnote)}</p>`
    : '';
  const unsubscribe = content.unsubscribe
    ? `<p style="margin:16px 0 0;font-size:12px"><a href="${escapeHtml(content.unsubscribe.url)}" style="color:#777">${escapeHtml(content.unsubscribe.label)}</a></p>`
    : '';
  const html =
    `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;background:#f6f1e7">` +
    `<table role="presentation" dir="rtl" width="100%" cellpadding="0" cellspacing="0" style="direction:rtl;text-align:right;background:#f6f1e7;font-family:Tahoma,Arial,sans-serif;color:#1d2b29">` +
    `<tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" dir="rtl" width="100%" cellpadding="0" cellspacing="0" style="direction:rtl;text-align:right;max-width:560px;background:#ffffff;border-radius:12px">` +
    `<tr><td style="padding:28px 28px 8px;font-size:22px;font-weight:bold;color:#0f5e55">أثر</td></tr>` +
    `<tr><td style="padding:8px 28px 28px;font-size:16px">` +
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.title)}</h1>${paragraphs}${links}${action}${footnote}${unsubscribe}` +
    `</td></tr></table></td></tr></table></body></html>`;
  const text = [
    content.title,
    '',
    ...content.paragraphs,
    ...(content.links ?? []).map((link) => `${link.label}: ${link.url}`),
    ...(content.action ? ['', `${content.action.label}: ${content.action.url}`] : []),
    ...(content.footnote ? ['', content.footnote] : []),
    ...(content.unsubscribe ? ['', `${content.unsubscribe.label}: ${content.unsubscribe.url}`] : []),
  ].join('\n');
  return { html, text };
}
