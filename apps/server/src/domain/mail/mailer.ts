import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Log } from "../log";
import type { Clock } from "../../clock";
import { DevMailbox } from "./dev-mailbox";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-time token it carries; the dev transport logs it and lists it on /dev/mail. */
  token?: string;
  /** Files sent along (a voicemail recording). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /**
   * An iCalendar (RFC 5545) invitation or cancellation: sent as the text/calendar alternative with
   * its iTIP method (RFC 6047 §2.4), which calendar programs act on, and as an .ics attachment.
   */
  icalEvent?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
};

export type Mailer = {
  kind: "smtp" | "dev";
  /** Only with the dev transport. */
  devMailbox: DevMailbox | null;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

export type MailerOptions = { smtpUrl: string | null; mailFrom: string; dataDir: string };

/**
 * SMTP when SMTP_URL is set; otherwise the dev transport (ARCHITECTURE.md, Mail): nodemailer builds
 * the same message into a buffer, which is written under DATA_DIR/mail/ and the token is logged.
 */
export function createMailer(options: MailerOptions, log: Log, clock: Clock): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: "smtp",
      devMailbox: null,
      async send(mail) {
        await transport.sendMail({
          from: options.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments,
          icalEvent: mail.icalEvent,
        });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const mailbox = new DevMailbox(join(options.dataDir, "mail"));
  return {
    kind: "dev",
    devMailbox: mailbox,
    async send(mail) {
      const date = new Date(clock.now());
      const info = await transport.sendMail({
        from: options.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        icalEvent: mail.icalEvent,
        date,
      });
      // `buffer: true` above makes nodemailer hand back a Buffer rather than a stream.
      if (!Buffer.isBuffer(info.message)) throw new Error("the dev mail transport returned a stream");
      const stored = await mailbox.store(
        { to: mail.to, subject: mail.subject, date: date.toISOString(), token: mail.token ?? null },
        info.message,
      );
      if (mail.token) {
        log.info(
          { email: mail.to, token: mail.token, mail: stored.id },
          `dev mail: sign-in token for ${mail.to} is ${mail.token}`,
        );
      } else {
        log.info({ email: mail.to, mail: stored.id }, `dev mail: "${mail.subject}" for ${mail.to}`);
      }
    },
    close: () => transport.close(),
  };
}
