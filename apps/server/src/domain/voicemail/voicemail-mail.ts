import { PRODUCT_NAME } from "@mobex/contracts/version";
import type { OutgoingMail } from "../mail/mailer";
import { escapeHtml } from "../mail/sign-in-mail";

export type NewMessageMail = {
  to: string;
  ownerName: string;
  callerNumber: string;
  callerName: string;
  durationSeconds: number;
  receivedAt: Date;
  /** The recording, when the tenant sends it along (issue 12: "WAV … per tenant setting"). */
  wav?: Buffer;
};

/** The e-mail a user gets for a new voicemail message (issue 12), with the recording attached or not. */
export function composeNewMessageMail(message: NewMessageMail): OutgoingMail {
  const caller = message.callerName
    ? `${message.callerName} (${message.callerNumber})`
    : message.callerNumber;
  const when = message.receivedAt.toISOString().replace("T", " ").slice(0, 16) + " UTC";
  const where = message.wav ? "The recording is attached." : `Listen to it in ${PRODUCT_NAME}.`;
  const text = [
    `Hello ${message.ownerName},`,
    "",
    `${caller} left you a voicemail message of ${message.durationSeconds} s on ${when}.`,
    where,
    "",
    `- ${PRODUCT_NAME}`,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; color: #1a1a1a;">
  <p>Hello ${escapeHtml(message.ownerName)},</p>
  <p><strong>${escapeHtml(caller)}</strong> left you a voicemail message of ${message.durationSeconds} s on ${when}.</p>
  <p>${where}</p>
  <p>${PRODUCT_NAME}</p>
</body>
</html>
`;
  const stamp = when.slice(0, 16).replace(/[ :]/g, "-");
  return {
    to: message.to,
    subject: `Voicemail from ${caller}`,
    text,
    html,
    attachments: message.wav
      ? [{ filename: `voicemail-${stamp}.wav`, content: message.wav, contentType: "audio/wav" }]
      : undefined,
  };
}
