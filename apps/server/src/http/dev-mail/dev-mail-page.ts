import type { DevMailMessage } from "@mobex/contracts/dev-mail";
import { PRODUCT_NAME } from "@mobex/contracts/version";
import { escapeHtml } from "../../domain/mail/sign-in-mail";

/** GET /dev/mail: the dev mailbox as a page a person reads while signing in locally. */
export function renderDevMailPage(messages: DevMailMessage[], filter: string | undefined): string {
  const rows = messages
    .map(
      (message) => `<article>
  <div class="meta"><strong>${escapeHtml(message.to)}</strong> · ${escapeHtml(message.subject)} ·
    <time datetime="${escapeHtml(message.date)}">${escapeHtml(message.date.replace("T", " ").slice(0, 19))} UTC</time></div>
  ${message.token ? `<div class="token">${escapeHtml(message.token)}</div>` : ""}
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${PRODUCT_NAME} dev mailbox</title>
  <style>
    body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1a1a1a; }
    article { border: 1px solid #ddd; border-radius: 8px; padding: 1rem; margin: 0 0 1rem; }
    .meta { color: #444; }
    .token { font: bold 2.5rem monospace; letter-spacing: 0.4rem; margin-top: 0.5rem; }
    .hint { color: #666; }
  </style>
</head>
<body>
  <h1>${PRODUCT_NAME} dev mailbox</h1>
  <p class="hint">Mail the server would have sent${filter ? ` to ${escapeHtml(filter)}` : ""}, newest first.
    The .eml files are in DATA_DIR/mail/. Set SMTP_URL to send real mail. Reload for new messages.</p>
  ${rows || "<p>No messages yet. Request a token on the sign-in page.</p>"}
</body>
</html>
`;
}
