import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { DEMO_VOICEMAIL_OWNER, seedDemoVoicemail } from "./seed-voicemail";

describe("the demo voicemail", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("leaves two new messages with their recordings in the demo owner's mailbox", async () => {
    const { users, voicemail } = t.app.services;
    const owner = (await users.findByEmail(DEMO_VOICEMAIL_OWNER))!;
    // A fresh PostgreSQL database was seeded by the app itself (PGlite's template was not): start empty.
    for (const message of await voicemail.list(owner.id)) await voicemail.delete(owner.id, message.id);
    await seedDemoVoicemail(users, voicemail, t.clock);
    const messages = await voicemail.list(owner.id);
    expect(messages.map((m) => [m.callerNumber, m.callerName, m.durationSeconds])).toEqual([
      ["+442079460121", "", 5],
      ["400011002", "Bob Brown", 6],
    ]);
    expect(await voicemail.countNew(owner.id)).toBe(2);
    for (const message of messages) {
      const wav = (await voicemail.audio(owner.id, message.id))!;
      expect(wav.subarray(0, 4).toString("latin1")).toBe("RIFF");
      // 8 kHz mono PCM16 (fmt chunk: format 1, 1 channel, 8000 Hz, 16 bits), under 100 KB.
      expect([
        wav.readUInt16LE(20),
        wav.readUInt16LE(22),
        wav.readUInt32LE(24),
        wav.readUInt16LE(34),
      ]).toEqual([1, 1, 8000, 16]);
      expect(wav.byteLength).toBeLessThanOrEqual(100 * 1024);
    }
  });
});
