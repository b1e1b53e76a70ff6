import type { SessionEnds } from "../auth/session-ends";
import type { ButtonAdmin } from "../board/button-admin";
import type { DirectoryChanges } from "../board/tenant-directory";
import type { DiagnosticsAdmin } from "../diagnostics/diagnostics-admin";
import type { PhonebookAdmin } from "../phonebook/phonebook-admin";
import type { ProvisioningImport } from "../provisioning/provisioning-import";
import type { VoicemailAdmin } from "../voicemail/voicemail-admin";
import {
  AdminError,
  parseAdminCommand,
  type AdminResult,
  type ParsedAdminCommand,
  type TenantView,
} from "./admin-commands";
import type { TenantRepository, TenantSummary } from "./tenant-repository";
import { UserAdmin, userView } from "./user-admin";
import type { UserRepository } from "./user-repository";

export type AdminParts = {
  tenants: TenantRepository;
  users: UserRepository;
  phonebook: PhonebookAdmin;
  buttons: ButtonAdmin;
  diagnostics: DiagnosticsAdmin;
  provisioning: ProvisioningImport;
  voicemail: VoicemailAdmin;
  /** The running server's in-memory directory; absent when the CLI works on the database directly. */
  directory?: DirectoryChanges;
  /** Ends the devices of a user who loses their licence or is removed (API sessions and SIP). */
  sessionEnds?: Pick<SessionEnds, "endEveryDevice">;
};

/** Tenant and user provisioning, shared by the CLI's direct path and POST /internal/admin. */
export class AdminService {
  private readonly userAdmin: UserAdmin;

  constructor(private readonly parts: AdminParts) {
    this.userAdmin = new UserAdmin(parts.tenants, parts.users, parts.directory, parts.sessionEnds);
  }

  async execute(input: unknown): Promise<AdminResult> {
    return this.run(parseAdminCommand(input));
  }

  private async run(command: ParsedAdminCommand): Promise<AdminResult> {
    const { tenants, directory } = this.parts;
    switch (command.command) {
      case "tenant.add": {
        if (await tenants.findByPrefix(command.prefix)) {
          throw new AdminError(`a tenant with prefix ${command.prefix} already exists`);
        }
        const tenant = await tenants.create({ name: command.name, prefix: command.prefix });
        await directory?.tenantsChanged();
        return { kind: "tenant", tenant: { prefix: tenant.prefix, name: tenant.name, users: 0 } };
      }
      case "tenant.list":
        return { kind: "tenants", tenants: (await tenants.list()).map(tenantView) };
      case "tenant.update": {
        const tenant = await this.userAdmin.tenant(command.prefix);
        await tenants.rename(tenant.id, command.name);
        await directory?.invalidate(tenant.id);
        return { kind: "tenant", tenant: await this.tenantView(command.prefix) };
      }
      case "tenant.remove": {
        const tenant = await this.tenantView(command.prefix);
        if (tenant.users > 0) {
          throw new AdminError(
            `tenant ${tenant.prefix} still has ${tenant.users} user(s); remove them first`,
          );
        }
        const { id } = await this.userAdmin.tenant(command.prefix);
        await tenants.remove(id);
        await directory?.invalidate(id);
        await directory?.tenantsChanged();
        return { kind: "removed", what: `tenant ${command.prefix}` };
      }
      case "user.add":
      case "user.update":
      case "user.remove": {
        const result = await this.userAdmin.run(command);
        return result.kind === "user" ? { kind: "user", user: result.user } : result;
      }
      case "user.list": {
        const tenantId =
          command.tenant === undefined ? undefined : (await this.userAdmin.tenant(command.tenant)).id;
        return { kind: "users", users: (await this.parts.users.list(tenantId)).map(userView) };
      }
      case "user.import":
      case "button.import":
        return this.parts.provisioning.run(command);
      case "phonebook.add":
      case "phonebook.list":
      case "phonebook.remove":
      case "phonebook.import":
        return this.parts.phonebook.run(command);
      case "button.add":
      case "button.list":
      case "button.remove":
      case "button.clear":
        return this.parts.buttons.run(command);
      case "diagnostics.list":
      case "diagnostics.show":
        return this.parts.diagnostics.run(command);
      case "tenant.voicemail":
        return this.parts.voicemail.run(command);
    }
  }

  private async tenantView(prefix: string): Promise<TenantView> {
    const found = (await this.parts.tenants.list()).find((tenant) => tenant.prefix === prefix);
    if (!found) throw new AdminError(`no tenant has prefix ${prefix}`);
    return tenantView(found);
  }
}

function tenantView(tenant: TenantSummary): TenantView {
  return { prefix: tenant.prefix, name: tenant.name, users: tenant.userCount };
}
