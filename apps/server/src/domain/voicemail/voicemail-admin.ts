import type { Clock } from "../../clock";
import { AdminError } from "../directory/admin-commands";
import type { TenantRepository } from "../directory/tenant-repository";
import type { VoicemailAdminCommand, VoicemailAdminResult } from "./voicemail-admin-commands";
import type { VoicemailSettingsRepository } from "./voicemail-settings-repository";

/** A tenant's voicemail defaults from the admin CLI; the running server applies them from the next call. */
export class VoicemailAdmin {
  constructor(
    private readonly tenants: Pick<TenantRepository, "findByPrefix">,
    private readonly settings: Pick<VoicemailSettingsRepository, "tenantDefaults" | "setTenantDefaults">,
    private readonly clock: Clock,
    /** The running server's cache of them (VoicemailSettingsService); absent on the CLI's direct path. */
    private readonly changed?: (tenantId: string) => Promise<void>,
  ) {}

  async run(command: VoicemailAdminCommand): Promise<VoicemailAdminResult> {
    const tenant = await this.tenants.findByPrefix(command.prefix);
    if (!tenant) throw new AdminError(`no tenant has prefix ${command.prefix}`);
    const current = await this.settings.tenantDefaults(tenant.id);
    const next = {
      noAnswerSeconds:
        command.noAnswerSeconds === undefined ? current.noAnswerSeconds : command.noAnswerSeconds,
      attachRecording: command.attachRecording ?? current.attachRecording,
    };
    if (command.noAnswerSeconds !== undefined || command.attachRecording !== undefined) {
      await this.settings.setTenantDefaults(tenant.id, next, new Date(this.clock.now()));
      await this.changed?.(tenant.id);
    }
    return { kind: "voicemailDefaults", prefix: command.prefix, ...next };
  }
}
