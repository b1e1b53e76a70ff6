import type { TenantRow } from "../../db/schema";
import type { SessionEnds } from "../auth/session-ends";
import type { DirectoryChanges } from "../board/tenant-directory";
import { AdminError, type ParsedAdminCommand, type UserView } from "./admin-commands";
import type { TenantRepository } from "./tenant-repository";
import { DEFAULT_FEATURES, enabledFeatures } from "./user-features";
import type { UserRepository, UserWithTenant } from "./user-repository";

export type UserCommand = Extract<ParsedAdminCommand, { command: `user.${"add" | "update" | "remove"}` }>;
export type UserCommandResult =
  { kind: "user"; user: UserView; previous?: UserWithTenant } | { kind: "removed"; what: string };

/**
 * `user add|update|remove`, one user at a time. The admin service runs it on the database; the CSV
 * import runs it inside one transaction per line, without directory or session ends, and tells
 * them afterwards (only what was committed may reach memory).
 */
export class UserAdmin {
  constructor(
    private readonly tenants: Pick<TenantRepository, "findByPrefix">,
    private readonly users: UserRepository,
    private readonly directory?: DirectoryChanges,
    private readonly sessionEnds?: Pick<SessionEnds, "endEveryDevice">,
  ) {}

  async run(command: UserCommand): Promise<UserCommandResult> {
    switch (command.command) {
      case "user.add": {
        const tenant = await this.tenant(command.tenant);
        if (await this.users.findByEmail(command.email)) {
          throw new AdminError(`a user with e-mail ${command.email} already exists`);
        }
        await this.ensureExtensionFree(tenant, command.extension);
        const user = await this.users.create(tenant, {
          extension: command.extension,
          email: command.email,
          name: command.name,
          licensed: command.licensed,
          features: command.features ?? DEFAULT_FEATURES,
        });
        await this.directory?.changed(user.id);
        return { kind: "user", user: userView({ user, tenant }) };
      }
      case "user.update": {
        const current = await this.user(command.email);
        if (command.extension !== undefined && command.extension !== current.user.extension) {
          await this.ensureExtensionFree(current.tenant, command.extension);
        }
        const { command: _command, email: _email, ...patch } = command;
        const user = await this.users.update(current, patch);
        await this.directory?.changed(user.id);
        if (current.user.licensed && !user.licensed) await this.sessionEnds?.endEveryDevice(current.user);
        return { kind: "user", user: userView({ user, tenant: current.tenant }), previous: current };
      }
      case "user.remove": {
        const { user } = await this.user(command.email);
        await this.sessionEnds?.endEveryDevice(user);
        await this.users.remove(user.id);
        await this.directory?.changed(user.id);
        return { kind: "removed", what: `user ${user.email} (${user.phone})` };
      }
    }
  }

  async tenant(prefix: string): Promise<TenantRow> {
    const tenant = await this.tenants.findByPrefix(prefix);
    if (!tenant) throw new AdminError(`no tenant has prefix ${prefix}`);
    return tenant;
  }

  async user(email: string): Promise<UserWithTenant> {
    const user = await this.users.findByEmail(email);
    const found = user && (await this.users.findWithTenant(user.id));
    if (!found) throw new AdminError(`no user has e-mail ${email}`);
    return found;
  }

  private async ensureExtensionFree(tenant: TenantRow, extension: string): Promise<void> {
    const holder = await this.users.findByExtension(tenant.id, extension);
    if (holder)
      throw new AdminError(
        `extension ${extension} is already taken in tenant ${tenant.prefix} by ${holder.email}`,
      );
  }
}

export function userView({ user, tenant }: UserWithTenant): UserView {
  return {
    email: user.email,
    name: user.name,
    tenant: tenant.prefix,
    tenantName: tenant.name,
    extension: user.extension,
    phone: user.phone,
    licensed: user.licensed,
    features: enabledFeatures(user),
  };
}
