import type { Clock } from "../../clock";
import type { Log } from "../log";
import type { Mailer } from "../mail/mailer";
import { depositMessage, type DepositOutcome } from "./deposit-flow";
import { runMailboxMenu } from "./mailbox-menu";
import { composeNewMessageMail } from "./voicemail-mail";
import type { VoicemailMedia, WavCodec } from "./voicemail-media";
import type { VoicemailPrompts } from "./voicemail-prompts";
import type { VoicemailRoute } from "./voicemail-route-table";
import type { EffectiveVoicemailSettings } from "./voicemail-settings";
import type { VoicemailStorePort } from "./voicemail-store-port";

export type VoicemailServiceDependencies = {
  store: VoicemailStorePort;
  prompts: VoicemailPrompts;
  wav: WavCodec;
  clock: Clock;
  settings: { of(user: { id: string; tenantId: string }): Promise<EffectiveVoicemailSettings> };
  /** The mailbox owner's address and name for the e-mail; undefined when they are gone. */
  ownerOf(userId: string): Promise<{ email: string; name: string } | undefined>;
  mailer: Pick<Mailer, "send">;
  log: Log;
  /** VOICEMAIL_MAX_SECONDS in ms. */
  maxMessageMs: number;
};

/**
 * Runs what a call reaching the voicemail agent came for (issue 12): the mailbox menu for its
 * owner, or a message left for them, then the e-mail the owner asked for.
 */
export class VoicemailService {
  constructor(private readonly deps: VoicemailServiceDependencies) {}

  async serve(route: VoicemailRoute, media: VoicemailMedia, callId: string): Promise<void> {
    if (route.mode === "menu") {
      await runMailboxMenu(media, route, this.deps);
      return;
    }
    const outcome = await depositMessage(media, route, callId, this.deps);
    if (outcome.kind === "stored") await this.mailNewMessage(route, outcome);
  }

  /** A mail that fails is logged: the message is stored and the app shows it either way. */
  private async mailNewMessage(route: VoicemailRoute, message: Extract<DepositOutcome, { kind: "stored" }>) {
    try {
      const settings = await this.deps.settings.of({ id: route.userId, tenantId: route.tenantId });
      if (!settings.emailRecording) return;
      const owner = await this.deps.ownerOf(route.userId);
      if (!owner) return;
      await this.deps.mailer.send(
        composeNewMessageMail({
          to: owner.email,
          ownerName: owner.name,
          callerNumber: route.callerNumber,
          callerName: route.callerName,
          durationSeconds: message.durationSeconds,
          receivedAt: message.receivedAt,
          wav: settings.attachRecording ? message.wav : undefined,
        }),
      );
    } catch (error) {
      this.deps.log.warn({ err: error, userId: route.userId }, "voicemail: new-message e-mail not sent");
    }
  }
}
