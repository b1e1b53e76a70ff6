import { PRODUCT_NAME } from "@mobex/contracts/version";
import type { OutgoingMail } from "./mailer";

export const SIGN_IN_SUBJECT = `Your ${PRODUCT_NAME} sign-in token`;

/**
 * The one-time-token e-mail (spec 1 §2 Login, §4): plain text and HTML alternatives, the token on a
 * line of its own so that it can be copied, and how long it is valid.
 */
export function composeSignInMail(input: {
  to: string;
  name: string;
  token: string;
  validMinutes: number;
}): OutgoingMail {
  const { to, name, token, validMinutes } = input;
  const text = [
    `Hello ${name},`,
    "",
    `Your ${PRODUCT_NAME} sign-in token is:`,
    "",
    token,
    "",
    `Enter it on the ${PRODUCT_NAME} sign-in page. It is valid for ${validMinutes} minutes and works once;`,
    "after that it stays the secret of the device you signed in on, until you log out.",
    "",
    "If you did not ask to sign in, you can ignore this message.",
    "",
    `- ${PRODUCT_NAME}`,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; color: #1a1a1a;">
  <p>Hello ${escapeHtml(name)},</p>
  <p>Your ${PRODUCT_NAME} sign-in token is:</p>
  <p style="font-size: 32px; font-weight: bold; letter-spacing: 6px; font-family: monospace;">${escapeHtml(token)}</p>
  <p>Enter it on the ${PRODUCT_NAME} sign-in page. It is valid for ${validMinutes} minutes and works once;
  after that it stays the secret of the device you signed in on, until you log out.</p>
  <p style="color: #666;">If you did not ask to sign in, you can ignore this message.</p>
  <p>${PRODUCT_NAME}</p>
</body>
</html>
`;
  return { to, subject: SIGN_IN_SUBJECT, text, html, token };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
