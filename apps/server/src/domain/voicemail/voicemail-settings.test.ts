import { describe, expect, it } from "vitest";
import { ManualClock } from "../../test-support/manual-clock";
import type { JsonValue } from "../settings/user-config-repository";
import { parseVoicemailSettings, VoicemailSettingsService } from "./voicemail-settings";
import type { TenantVoicemailDefaults } from "./voicemail-settings-repository";

const REFRESH_MS = 600_000;

function service(stored: JsonValue | null, tenant?: TenantVoicemailDefaults) {
  const clock = new ManualClock();
  const rows = { user: stored, tenant, reads: 0 };
  const settings = new VoicemailSettingsService(
    {
      userValue: () => Promise.resolve(rows.user),
      tenantDefaults: () => Promise.resolve(rows.tenant ?? { noAnswerSeconds: null, attachRecording: false }),
      allUserValues: () => {
        rows.reads++;
        return Promise.resolve(rows.user === null ? [] : [{ userId: "alice", value: rows.user }]);
      },
      allTenantDefaults: () => Promise.resolve(rows.tenant ? [{ tenantId: "t1", ...rows.tenant }] : []),
    },
    { enabledByDefault: true, noAnswerSeconds: 25 },
    clock,
    REFRESH_MS,
  );
  return { settings, rows, clock };
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
    ).toMatchObject({ noAnswerSeconds: 40, attachRecording: true });
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

  it("answers from memory, applies this server's changes at once, and reads everything again after a while", async () => {
    const { settings, rows, clock } = service({ noAnswerSeconds: 10 });
    await settings.warm();
    await settings.of(alice);
    expect(rows.reads).toBe(1);
    rows.user = { noAnswerSeconds: 15 };
    await settings.userChanged("alice");
    expect((await settings.of(alice)).noAnswerSeconds).toBe(15);
    expect(rows.reads).toBe(1);
    clock.advance(REFRESH_MS + 1);
    await settings.of(alice);
    await settings.warm();
    expect(rows.reads).toBe(2);
  });
});
