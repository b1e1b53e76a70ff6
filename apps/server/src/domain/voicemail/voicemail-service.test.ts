import { describe, expect, it, vi } from "vitest";
import { FakeVoicemailMedia, fakeWav, namedPrompts } from "../../test-support/fake-voicemail-media";
import { depositRoute } from "../../test-support/voicemail-route";
import { ManualClock } from "../../test-support/manual-clock";
import { MemoryVoicemailStore } from "../../test-support/memory-voicemail-store";
import type { OutgoingMail } from "../mail/mailer";
import { VoicemailService } from "./voicemail-service";

const route = depositRoute();

function service(settings: { emailRecording: boolean; attachRecording: boolean }) {
  const sent: OutgoingMail[] = [];
  const { prompts, names } = namedPrompts();
  const voicemail = new VoicemailService({
    store: new MemoryVoicemailStore(),
    prompts,
    wav: fakeWav,
    clock: new ManualClock(Date.UTC(2026, 10, 24, 14, 5)),
    settings: { of: () => Promise.resolve({ enabled: true, noAnswerSeconds: 25, ...settings }) },
    ownerOf: () => Promise.resolve({ email: "alice@example.com", name: "Alice Adams" }),
    mailer: { send: (mail) => Promise.resolve(void sent.push(mail)) },
    log: { warn: vi.fn() } as never,
    maxMessageMs: 180_000,
  });
  return { voicemail, sent, media: () => new FakeVoicemailMedia(names, [{ speak: 3_000 }]) };
}

describe("the e-mail of a new message", () => {
  it("goes to the owner with the WAV attached when the tenant sends recordings", async () => {
    const { voicemail, sent, media } = service({ emailRecording: true, attachRecording: true });
    await voicemail.serve(route, media(), "call-1");
    expect(sent).toEqual([
      expect.objectContaining({
        to: "alice@example.com",
        subject: "Voicemail from Bob Brown (400011002)",
        attachments: [
          {
            filename: "voicemail-2026-11-24-14-05.wav",
            content: Buffer.from("wav:24000"),
            contentType: "audio/wav",
          },
        ],
      }),
    ]);
    expect(sent[0]!.text).toContain(
      "Bob Brown (400011002) left you a voicemail message of 3 s on 2026-11-24 14:05 UTC.",
    );
  });

  it("carries no recording when the tenant keeps them in the app, and is not sent when the owner wants none", async () => {
    const without = service({ emailRecording: true, attachRecording: false });
    await without.voicemail.serve(route, without.media(), "call-1");
    expect(without.sent[0]).toMatchObject({ attachments: undefined });
    const none = service({ emailRecording: false, attachRecording: true });
    await none.voicemail.serve(route, none.media(), "call-1");
    expect(none.sent).toEqual([]);
  });
});
