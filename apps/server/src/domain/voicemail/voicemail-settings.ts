import {
  parseVoicemailSettings,
  type VoicemailDefaults,
  type VoicemailSettings,
} from "@mobex/contracts/voicemail-settings";
import type { Clock } from "../../clock";
import type { VoicemailPolicy } from "../../config-voicemail";
import type { Log } from "../log";
import type { TenantVoicemailDefaults, VoicemailSettingsRepository } from "./voicemail-settings-repository";

/** What applies to one user's mailbox: their own choices over the tenant's defaults. */
export type EffectiveVoicemailSettings = {
  enabled: boolean;
  noAnswerSeconds: number;
  emailRecording: boolean;
  /** The tenant's: the e-mail carries the recording (WAV). */
  attachRecording: boolean;
};

type Repository = Pick<
  VoicemailSettingsRepository,
  "userValue" | "tenantDefaults" | "allUserValues" | "allTenantDefaults"
>;

const NO_TENANT_DEFAULTS: TenantVoicemailDefaults = { noAnswerSeconds: null, attachRecording: false };

/**
 * Everybody's voicemail settings in memory (issue 8 §4: no query on the call path; every call to a
 * colleague asks). Read whole at start (`warm`), changed at once by this server's writers
 * (`userChanged`, `tenantChanged`), and read whole again in the background after `refreshAfterMs`
 * for changes made elsewhere (another node), as the tenant directory is.
 */
export class VoicemailSettingsService {
  private users = new Map<string, VoicemailSettings>();
  private tenants = new Map<string, TenantVoicemailDefaults>();
  private loadedAt: number | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly repository: Repository,
    /** VOICEMAIL_ENABLED and VOICEMAIL_NO_ANSWER_SECONDS: what a tenant that set nothing has. */
    private readonly defaults: Pick<VoicemailPolicy, "enabledByDefault" | "noAnswerSeconds">,
    private readonly clock: Clock,
    private readonly refreshAfterMs: number,
    private readonly log?: Pick<Log, "warn">,
  ) {}

  warm(): Promise<void> {
    this.loading ??= this.loadAll().finally(() => (this.loading = null));
    return this.loading;
  }

  async of(user: { id: string; tenantId: string }): Promise<EffectiveVoicemailSettings> {
    if (this.loadedAt === null) await this.warm();
    else if (this.clock.now() - this.loadedAt > this.refreshAfterMs) {
      void this.warm().catch((error: unknown) =>
        this.log?.warn({ err: error }, "voicemail settings not reloaded"),
      );
    }
    const own = this.users.get(user.id) ?? {};
    const tenant = this.tenants.get(user.tenantId) ?? NO_TENANT_DEFAULTS;
    const defaults = this.defaultsOf(tenant);
    return {
      enabled: own.enabled ?? defaults.enabled,
      noAnswerSeconds: own.noAnswerSeconds ?? defaults.noAnswerSeconds,
      emailRecording: own.emailRecording ?? defaults.emailRecording,
      attachRecording: tenant.attachRecording,
    };
  }

  /** What applies to the user's tenant where the user chose nothing (voicemail/defaults). */
  async defaultsFor(tenantId: string): Promise<VoicemailDefaults> {
    if (this.loadedAt === null) await this.warm();
    return this.defaultsOf(this.tenants.get(tenantId) ?? NO_TENANT_DEFAULTS);
  }

  private defaultsOf(tenant: TenantVoicemailDefaults): VoicemailDefaults {
    return {
      enabled: this.defaults.enabledByDefault,
      noAnswerSeconds: tenant.noAnswerSeconds ?? this.defaults.noAnswerSeconds,
      emailRecording: false,
    };
  }

  /** The user stored new settings (configs/update): they count from their next call. */
  async userChanged(userId: string): Promise<void> {
    const value = parseVoicemailSettings(await this.repository.userValue(userId));
    this.users.set(userId, value);
  }

  /** The tenant's defaults changed (admin CLI). */
  async tenantChanged(tenantId: string): Promise<void> {
    this.tenants.set(tenantId, await this.repository.tenantDefaults(tenantId));
  }

  private async loadAll(): Promise<void> {
    const startedAt = this.clock.now();
    const [users, tenants] = await Promise.all([
      this.repository.allUserValues(),
      this.repository.allTenantDefaults(),
    ]);
    this.users = new Map(users.map(({ userId, value }) => [userId, parseVoicemailSettings(value)]));
    this.tenants = new Map(tenants.map(({ tenantId, ...defaults }) => [tenantId, defaults]));
    this.loadedAt = startedAt;
  }
}

/** Shared with the app, which shows the same reading of a stored value. */
export { parseVoicemailSettings };
