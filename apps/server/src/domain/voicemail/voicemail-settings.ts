import { voicemailSettingsSchema, type VoicemailSettings } from "@mobex/contracts/voicemail-settings";
import type { Clock } from "../../clock";
import type { VoicemailPolicy } from "../../config-voicemail";
import type { JsonValue } from "../settings/user-config-repository";
import type { TenantVoicemailDefaults, VoicemailSettingsRepository } from "./voicemail-settings-repository";

/** What applies to one user's mailbox: their own choices over the tenant's defaults. */
export type EffectiveVoicemailSettings = {
  enabled: boolean;
  noAnswerSeconds: number;
  emailRecording: boolean;
  /** The tenant's: the e-mail carries the recording (WAV). */
  attachRecording: boolean;
};

/**
 * How long a read stays in memory: every call to a colleague asks (issue 8 §4: no query per call),
 * and a change made through this server's configs/update or admin CLI is seen at once
 * (`forgetUser`, `forgetTenant`); this bounds how long one made elsewhere (another node) stays unseen.
 */
const CACHE_MS = 5 * 60_000;

/** The voicemail settings of each user, read once and cached (user rows and tenant rows apart). */
export class VoicemailSettingsService {
  private readonly users = new Map<string, { value: VoicemailSettings; until: number }>();
  private readonly tenants = new Map<string, { value: TenantVoicemailDefaults; until: number }>();

  constructor(
    private readonly repository: Pick<VoicemailSettingsRepository, "userValue" | "tenantDefaults">,
    /** VOICEMAIL_ENABLED and VOICEMAIL_NO_ANSWER_SECONDS: what a tenant that set nothing has. */
    private readonly defaults: Pick<VoicemailPolicy, "enabledByDefault" | "noAnswerSeconds">,
    private readonly clock: Clock,
  ) {}

  async of(user: { id: string; tenantId: string }): Promise<EffectiveVoicemailSettings> {
    const [own, tenant] = await Promise.all([this.userSettings(user.id), this.tenantDefaults(user.tenantId)]);
    return {
      enabled: own.enabled ?? this.defaults.enabledByDefault,
      noAnswerSeconds: own.noAnswerSeconds ?? tenant.noAnswerSeconds ?? this.defaults.noAnswerSeconds,
      emailRecording: own.emailRecording ?? false,
      attachRecording: tenant.attachRecording,
    };
  }

  forgetUser(userId: string): void {
    this.users.delete(userId);
  }

  forgetTenant(tenantId: string): void {
    this.tenants.delete(tenantId);
  }

  private async userSettings(userId: string): Promise<VoicemailSettings> {
    const now = this.clock.now();
    const cached = this.users.get(userId);
    if (cached && cached.until > now) return cached.value;
    const value = parseVoicemailSettings(await this.repository.userValue(userId));
    this.users.set(userId, { value, until: now + CACHE_MS });
    return value;
  }

  private async tenantDefaults(tenantId: string): Promise<TenantVoicemailDefaults> {
    const now = this.clock.now();
    const cached = this.tenants.get(tenantId);
    if (cached && cached.until > now) return cached.value;
    const value = await this.repository.tenantDefaults(tenantId);
    this.tenants.set(tenantId, { value, until: now + CACHE_MS });
    return value;
  }
}

/** A stored value (any JSON a client sent) is taken field by field where valid, never blindly. */
export function parseVoicemailSettings(value: JsonValue | null): VoicemailSettings {
  const stored = typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
  const settings: VoicemailSettings = {};
  const { shape } = voicemailSettingsSchema;
  const enabled = shape.enabled.safeParse(stored.enabled);
  if (enabled.success && enabled.data !== undefined) settings.enabled = enabled.data;
  const seconds = shape.noAnswerSeconds.safeParse(stored.noAnswerSeconds);
  if (seconds.success && seconds.data !== undefined) settings.noAnswerSeconds = seconds.data;
  const email = shape.emailRecording.safeParse(stored.emailRecording);
  if (email.success && email.data !== undefined) settings.emailRecording = email.data;
  return settings;
}
