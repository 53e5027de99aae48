/**
 * One layout for every e-mail: the same French content as plain text and as simple HTML
 * (inline styles only, every dynamic value escaped).
 */
export interface EmailContent {
  brandName: string;
  /** e.g. « Bonjour Camille Martin, ». */
  greeting: string;
  paragraphs: string[];
  /** A button in HTML, the bare URL in text. */
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export function renderEmail(content: EmailContent): { text: string; html: string } {
  const after = content.after ?? [];
  const signature = `L’équipe ${content.brandName}`;
  const notice = 'Cet e-mail vous est envoyé automatiquement : merci de ne pas y répondre.';
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label} : ${content.action.url}`] : []),
    ...after,
    signature,
    '--',
    notice,
  ].join('\n\n');

  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0b3d91;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(content.brandName)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1c1c1c">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b3d91">${escapeHtml(content.brandName)}</p>
${[content.greeting, ...content.paragraphs].map(p).join('\n')}
${button}
${[...after, signature].map(p).join('\n')}
<p style="margin:24px 0 0;font-size:12px;color:#777777">${escapeHtml(notice)}</p>
</div>
</body>
</html>
`;
  return { text, html };
}
