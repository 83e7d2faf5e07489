// The e-mails the API sends, in Portuguese, as HTML and plain text. The HTML uses tables and
// inline styles only: that is what webmail clients keep.

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  /** Pictures the HTML shows inline (`<img src="cid:…">`): e-mail clients block remote ones. */
  attachments?: { filename: string; content: Buffer | string; cid: string; contentType: string }[];
}

const BRAND = '#0042FF';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const NOT_YOURS = 'Se você não fez este pedido, ignore este e-mail: nada muda na sua conta.';

/** The frame every message shares; `body` and `footer` are already HTML. */
export function layout(
  title: string,
  body: string,
  { footer = NOT_YOURS, heading = 'Fluxo' }: { footer?: string; heading?: string } = {},
): string {
  return `<!doctype html>
<html lang="pt-BR">
  <head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
  <body style="margin:0;padding:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1a1d29">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 16px">
      <tr><td align="center">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
          <tr><td style="font-size:22px;font-weight:bold;color:${BRAND};padding-bottom:24px">${escapeHtml(heading)}</td></tr>
          ${body}
          <tr><td style="font-size:12px;color:#6b7080;padding-top:32px">${footer}</td></tr>
        </table>
      </td></tr>
    </table>
  </body>
</html>`;
}

export const SIGN_UP_CODE_SUBJECT = 'Seu código de verificação do Fluxo';
export const RESET_PASSWORD_SUBJECT = 'Redefinição de senha do Fluxo';

/** A one-time code in a box: the sign-up's and the new e-mail's differ only in subject and lead. */
function codeEmail(
  subject: string,
  lead: string,
  code: string,
  validMinutes: number,
): EmailContent {
  const html = layout(
    subject,
    `<tr><td style="font-size:16px;line-height:24px">${lead}</td></tr>
          <tr><td align="center" style="padding:24px 0">
            <span style="display:inline-block;font-size:36px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace;background:#eef2ff;color:${BRAND};border-radius:8px;padding:12px 24px">${escapeHtml(code)}</span>
          </td></tr>
          <tr><td style="font-size:14px;color:#4a4f60">O código vale por ${validMinutes} minutos e pode ser usado uma única vez.</td></tr>`,
  );
  const text = [
    lead,
    '',
    `    ${code}`,
    '',
    `O código vale por ${validMinutes} minutos e pode ser usado uma única vez.`,
    '',
    'Se você não fez este pedido, ignore este e-mail: nada muda na sua conta.',
  ].join('\n');
  return { subject, text, html };
}

export function signUpCodeEmail(code: string, validMinutes: number): EmailContent {
  return codeEmail(
    SIGN_UP_CODE_SUBJECT,
    'Use o código abaixo para confirmar seu e-mail e continuar o cadastro no Fluxo:',
    code,
    validMinutes,
  );
}

export const EMAIL_CHANGE_CODE_SUBJECT = 'Confirme seu novo e-mail no Fluxo';

export function emailChangeCodeEmail(code: string, validMinutes: number): EmailContent {
  return codeEmail(
    EMAIL_CHANGE_CODE_SUBJECT,
    'Use o código abaixo em Minha conta para confirmar este endereço como o novo e-mail da sua conta no Fluxo:',
    code,
    validMinutes,
  );
}

export function resetPasswordEmail(link: string, validMinutes: number): EmailContent {
  const hours = validMinutes / 60;
  const validity = Number.isInteger(hours)
    ? `${hours} ${hours === 1 ? 'hora' : 'horas'}`
    : `${validMinutes} minutos`;
  const href = escapeHtml(link);
  const html = layout(
    RESET_PASSWORD_SUBJECT,
    `<tr><td style="font-size:16px;line-height:24px">Recebemos um pedido para redefinir a senha da sua conta no Fluxo. Clique no botão abaixo para escolher uma nova senha:</td></tr>
          <tr><td align="center" style="padding:24px 0">
            <a href="${href}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-size:16px;font-weight:bold;border-radius:8px;padding:14px 28px">Redefinir senha</a>
          </td></tr>
          <tr><td style="font-size:14px;color:#4a4f60;line-height:20px">O link vale por ${validity} e pode ser usado uma única vez. Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${href}" style="color:${BRAND};word-break:break-all">${href}</a></td></tr>`,
  );
  const text = [
    'Recebemos um pedido para redefinir a senha da sua conta no Fluxo.',
    'Abra o link abaixo para escolher uma nova senha:',
    '',
    link,
    '',
    `O link vale por ${validity} e pode ser usado uma única vez.`,
    '',
    'Se você não fez este pedido, ignore este e-mail: nada muda na sua conta.',
  ].join('\n');
  return { subject: RESET_PASSWORD_SUBJECT, text, html };
}

export const INVITATION_SUBJECT = 'Você foi convidado para uma empresa no Fluxo';

export function invitationEmail(
  link: string,
  companyName: string,
  roleLabel: string,
  validDays: number,
): EmailContent {
  const href = escapeHtml(link);
  const html = layout(
    INVITATION_SUBJECT,
    `<tr><td style="font-size:16px;line-height:24px">Você foi convidado para participar da empresa <strong>${escapeHtml(companyName)}</strong> no Fluxo, como <strong>${escapeHtml(roleLabel)}</strong>.</td></tr>
          <tr><td align="center" style="padding:24px 0">
            <a href="${href}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-size:16px;font-weight:bold;border-radius:8px;padding:14px 28px">Aceitar convite</a>
          </td></tr>
          <tr><td style="font-size:14px;color:#4a4f60;line-height:20px">O convite vale por ${validDays} dias e pode ser usado uma única vez. Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${href}" style="color:${BRAND};word-break:break-all">${href}</a></td></tr>`,
  );
  const text = [
    `Você foi convidado para participar da empresa ${companyName} no Fluxo, como ${roleLabel}.`,
    'Abra o link abaixo para aceitar o convite:',
    '',
    link,
    '',
    `O convite vale por ${validDays} dias e pode ser usado uma única vez.`,
    '',
    'Se você não esperava este convite, ignore este e-mail.',
  ].join('\n');
  return { subject: INVITATION_SUBJECT, text, html };
}
