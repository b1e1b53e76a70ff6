import { eq } from "drizzle-orm";
import { VOICEMAIL_CONFIG_KEY } from "@mobex/contracts/voicemail-settings";
import type { Db } from "../../db/client";
import { tenantVoicemailSettings, userConfigs } from "../../db/schema";
import type { JsonValue, UserConfigRepository } from "../settings/user-config-repository";

export type TenantVoicemailDefaults = { noAnswerSeconds: number | null; attachRecording: boolean };

/** Where voicemail settings live: the user's under their config key, the tenant's in its own row. */
export class VoicemailSettingsRepository {
  constructor(
    private readonly db: Db,
    private readonly userConfigs: Pick<UserConfigRepository, "get">,
  ) {}

  userValue(userId: string): Promise<JsonValue | null> {
    return this.userConfigs.get(userId, VOICEMAIL_CONFIG_KEY);
  }

  /** Every user's stored settings, for the in-memory copy (VoicemailSettingsService). */
  allUserValues(): Promise<{ userId: string; value: JsonValue }[]> {
    return this.db
      .select({ userId: userConfigs.userId, value: userConfigs.value })
      .from(userConfigs)
      .where(eq(userConfigs.key, VOICEMAIL_CONFIG_KEY)) as Promise<{ userId: string; value: JsonValue }[]>;
  }

  allTenantDefaults(): Promise<({ tenantId: string } & TenantVoicemailDefaults)[]> {
    return this.db
      .select({
        tenantId: tenantVoicemailSettings.tenantId,
        noAnswerSeconds: tenantVoicemailSettings.noAnswerSeconds,
        attachRecording: tenantVoicemailSettings.attachRecording,
      })
      .from(tenantVoicemailSettings);
  }

  async tenantDefaults(tenantId: string): Promise<TenantVoicemailDefaults> {
    const [row] = await this.db
      .select({
        noAnswerSeconds: tenantVoicemailSettings.noAnswerSeconds,
        attachRecording: tenantVoicemailSettings.attachRecording,
      })
      .from(tenantVoicemailSettings)
      .where(eq(tenantVoicemailSettings.tenantId, tenantId));
    return row ?? { noAnswerSeconds: null, attachRecording: false };
  }

  async setTenantDefaults(tenantId: string, defaults: TenantVoicemailDefaults, now: Date): Promise<void> {
    await this.db
      .insert(tenantVoicemailSettings)
      .values({ tenantId, ...defaults, updatedAt: now })
      .onConflictDoUpdate({
        target: tenantVoicemailSettings.tenantId,
        set: { ...defaults, updatedAt: now },
      });
  }
}
