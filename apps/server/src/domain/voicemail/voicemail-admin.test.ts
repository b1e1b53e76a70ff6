import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAdminArgs } from "../../admin/cli-args";
import { formatAdminResult } from "../../admin/admin-output";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    voicemail: { enabledByDefault: true, noAnswerSeconds: 25, maxMessageSeconds: 180 },
  });
});
afterAll(() => t.close());

async function admin(...argv: string[]): Promise<string> {
  const request = parseAdminArgs(argv);
  if (request === "help") throw new Error("help");
  return formatAdminResult(await t.app.services.admin.execute(request));
}

describe("a tenant's voicemail defaults from the admin CLI", () => {
  it("changes the ring time and the e-mail attachment, and the running server applies them", async () => {
    const alice = (await t.app.services.users.findByEmail("alice@example.com"))!;
    const { voicemailSettings } = t.app.services;
    expect(await voicemailSettings.of(alice)).toMatchObject({ noAnswerSeconds: 25, attachRecording: false });
    expect(await admin("tenant", "voicemail", "40001", "--no-answer", "40", "--attach", "on")).toBe(
      "tenant 40001 voicemail: rings 40 s before voicemail, new-message e-mails attach the recording",
    );
    expect(await voicemailSettings.of(alice)).toMatchObject({ noAnswerSeconds: 40, attachRecording: true });
    expect(await admin("tenant", "voicemail", "40001", "--no-answer", "default")).toBe(
      "tenant 40001 voicemail: rings the server's default before voicemail, new-message e-mails attach the recording",
    );
    expect(await voicemailSettings.of(alice)).toMatchObject({ noAnswerSeconds: 25 });
  });

  it("refuses times out of bounds, unknown tenants and other words for on and off", async () => {
    await expect(admin("tenant", "voicemail", "40001", "--no-answer", "3")).rejects.toThrow("at least 5");
    await expect(admin("tenant", "voicemail", "49999")).rejects.toThrow("no tenant has prefix 49999");
    expect(() => parseAdminArgs(["tenant", "voicemail", "40001", "--attach", "yes"])).toThrow("on or off");
  });
});
