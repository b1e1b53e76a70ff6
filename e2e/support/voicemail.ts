// Voicemail settings and evidence for the voicemail specs (issue 12), through the app's own API with
// the page's session: the per-user settings key of configs/update, and the new-message count.
import type { Page } from "@playwright/test";

interface Session {
  readonly jwetoken: string;
  readonly phone: string;
}

async function sessionOf(page: Page): Promise<Session> {
  const { jwetoken, token } = await page.evaluate(
    () => JSON.parse(localStorage.getItem("auth") ?? "{}") as { jwetoken: string; token: string },
  );
  const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { phone: string };
  return { jwetoken, phone: claims.phone };
}

/** Stores the user's voicemail settings (contracts/voicemail-settings.ts) as the settings page would. */
export async function setVoicemail(
  page: Page,
  settings: { enabled?: boolean; noAnswerSeconds?: number } | null,
): Promise<void> {
  const { jwetoken, phone } = await sessionOf(page);
  const answer = await page.request.post("/webrtc/mobex/configs/update", {
    data: { token: jwetoken, phone, config: "voicemail", value: settings },
  });
  if (!answer.ok()) throw new Error(`configs/update answered ${answer.status()}`);
}

/** spec 1 §7 messages/checknew: the user's unheard messages. */
export async function newVoicemails(page: Page): Promise<number> {
  const { jwetoken, phone } = await sessionOf(page);
  const answer = await page.request.post("/webrtc/mobex/messages/checknew", {
    data: { token: jwetoken, phone, mailbox: "" },
  });
  return ((await answer.json()) as { data: { count: number } }).data.count;
}
