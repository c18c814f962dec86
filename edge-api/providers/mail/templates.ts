import { BRAND } from '../../../shared/constants';
import type { Mail } from './mail-provider';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><body style="margin:0;background:#09090b;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#e4e4e7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#18181b;border:1px solid #27272a;border-radius:16px">
<tr><td style="padding:28px 28px 8px;font-size:20px;font-weight:700;color:#a3e635">${BRAND}</td></tr>
<tr><td style="padding:0 28px 8px;font-size:16px;color:#f4f4f5">${escapeHtml(title)}</td></tr>
<tr><td style="padding:8px 28px 28px;font-size:15px;line-height:1.6;color:#d4d4d8">${body}</td></tr>
</table></td></tr></table></body></html>`;
}

export function verificationMail(to: string, code: string): Mail {
  return {
    to,
    subject: `Your ${BRAND} sign-in code`,
    text: `Your ${BRAND} verification code is ${code}.\n\nIt is valid for 10 minutes. If you did not ask for it, you can ignore this e-mail.`,
    html: layout(
      'Your verification code',
      `<p style="margin:0 0 16px">Enter this code to sign in:</p>
<p style="margin:0 0 16px;font-size:36px;font-weight:800;letter-spacing:8px;color:#f4f4f5;font-family:ui-monospace,Menlo,monospace">${escapeHtml(code)}</p>
<p style="margin:0;color:#a1a1aa">It is valid for 10 minutes. If you did not ask for it, you can ignore this e-mail.</p>`,
    ),
  };
}

export function contactNotificationMail(
  to: string,
  request: { name: string; email: string; subject: string; message: string },
): Mail {
  return {
    to,
    subject: `[${BRAND} contact] ${request.subject.slice(0, 120)}`,
    text: `From: ${request.name} <${request.email}>\nSubject: ${request.subject}\n\n${request.message}`,
    html: layout(
      `New contact request: ${request.subject}`,
      `<p style="margin:0 0 12px"><strong>${escapeHtml(request.name)}</strong> &lt;${escapeHtml(request.email)}&gt;</p>
<p style="margin:0;white-space:pre-wrap">${escapeHtml(request.message)}</p>`,
    ),
  };
}
