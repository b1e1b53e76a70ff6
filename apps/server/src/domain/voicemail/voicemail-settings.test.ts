import { describe, expect, it } from "vitest";
import { ManualClock } from "../../test-support/manual-clock";
import type { JsonValue } from "../settings/user-config-repository";
import { parseVoicemailSettings, VoicemailSettingsService } from "./voicemail-settings";
import type { TenantVoicemailDefaults } from "./voicemail-settings-repository";

function service(
  stored: JsonValue | null,
  tenant: TenantVoicemailDefaults = { noAnswerSeconds: null, attachRecording: false },
) {
  const repository = { value: stored, reads: 0, tenant };
  const settings = new VoicemailSettingsService(
    {
      userValue: () => {
        repository.reads++;
        return Promise.resolve(repository.value);
      },
      tenantDefaults: () => Promise.resolve(repository.tenant),
    },
    { enabledByDefault: true, noAnswerSeconds: 25 },
    new ManualClock(),
  );
  return { settings, repository };
}

const alice = { id: "alice", tenantId: "t1" };

describe("voicemail settings", () => {
  it("takes the user's choices over the tenant's, and the platform's where neither chose", async () => {
    expect(await service(null).settings.of(alice)).toEqual({
      enabled: true,
      noAnswerSeconds: 25,
      emailRecording: false,
      attachRecording: false,
    });
    expect(
      await service(null, { noAnswerSeconds: 40, attachRecording: true }).settings.of(alice),
    ).toMatchObject({
      noAnswerSeconds: 40,
      attachRecording: true,
    });
    expect(
      await service(
        { enabled: false, noAnswerSeconds: 10, emailRecording: true },
        { noAnswerSeconds: 40, attachRecording: true },
      ).settings.of(alice),
    ).toEqual({ enabled: false, noAnswerSeconds: 10, emailRecording: true, attachRecording: true });
  });

  it("ignores stored fields that are not valid, field by field", () => {
    expect(parseVoicemailSettings({ enabled: "yes", noAnswerSeconds: 2, emailRecording: true })).toEqual({
      emailRecording: true,
    });
    expect(parseVoicemailSettings([1, 2])).toEqual({});
    expect(parseVoicemailSettings({ noAnswerSeconds: 121 })).toEqual({});
  });

  it("reads a user's settings once, and again after they changed them", async () => {
    const { settings, repository } = service({ noAnswerSeconds: 10 });
    await settings.of(alice);
    await settings.of(alice);
    expect(repository.reads).toBe(1);
    repository.value = { noAnswerSeconds: 15 };
    settings.forgetUser("alice");
    expect((await settings.of(alice)).noAnswerSeconds).toBe(15);
  });
});
