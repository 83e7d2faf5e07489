import { escapeHtml, layout } from '../../../adapters/email-templates';
import type { EmailContent } from '../../../adapters/email-templates';

/** The query that makes the charge's page offer to stop the reminders (remote-auth). */
export const OPT_OUT_QUERY = 'lembretes=parar';

const QR_CID = 'qr-pix@fluxo';

/**
 * A reminder as the company wrote it (text already filled in), in the frame of every Fluxo
 * e-mail, headed by the company's name, with the QR code inline and the way out at the foot.
 */
export function reminderEmail({
  subject,
  body,
  companyName,
  chargeLink,
  qrPng,
}: {
  subject: string;
  body: string;
  companyName: string;
  chargeLink: string;
  qrPng: Buffer;
}): EmailContent {
  const optOutLink = `${chargeLink}?${OPT_OUT_QUERY}`;
  const paragraphs = body
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<tr><td style="font-size:15px;line-height:22px;padding-bottom:12px;word-break:break-word">${escapeHtml(
          paragraph,
        ).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('\n          ');
  const html = layout(
    subject,
    `${paragraphs}
          <tr><td align="center" style="padding:16px 0">
            <img src="cid:${QR_CID}" width="240" height="240" alt="QR code do Pix" style="display:block">
          </td></tr>
          <tr><td align="center" style="padding-bottom:8px">
            <a href="${escapeHtml(chargeLink)}" style="display:inline-block;background:#0042FF;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:8px;padding:12px 24px">Pagar com Pix</a>
          </td></tr>`,
    {
      heading: companyName,
      footer: `Você recebeu este lembrete de ${escapeHtml(companyName)}, enviado pelo Fluxo. <a href="${escapeHtml(optOutLink)}" style="color:#6b7080">Não quero mais receber lembretes</a>.`,
    },
  );
  const text = `${body}\n\n---\nPara não receber mais lembretes de ${companyName}: ${optOutLink}\n`;
  return {
    subject,
    text,
    html,
    attachments: [{ filename: 'pix.png', content: qrPng, cid: QR_CID, contentType: 'image/png' }],
  };
}
