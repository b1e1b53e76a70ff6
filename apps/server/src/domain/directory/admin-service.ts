import type { TenantRow } from "../../db/schema";
import type { SessionEnds } from "../auth/session-ends";
import type { ButtonAdmin } from "../board/button-admin";
import type { DirectoryChanges } from "../board/tenant-directory";
import type { PhonebookAdmin } from "../phonebook/phonebook-admin";
import {
  AdminError,
  adminCommandSchema,
  type AdminResult,
  type ParsedAdminCommand,
  type TenantView,
  type UserView,
} from "./admin-commands";
import type { TenantRepository } from "./tenant-repository";
import { DEFAULT_FEATURES, enabledFeatures } from "./user-features";
import type { UserRepository, UserWithTenant } from "./user-repository";

/** Tenant and user provisioning, shared by the CLI's direct path and POST /internal/admin. */
export class AdminService {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly users: UserRepository,
    private readonly phonebook: PhonebookAdmin,
    private readonly buttons: ButtonAdmin,
    /** The running server's in-memory directory; absent when the CLI works on the database directly. */
    private readonly directory?: DirectoryChanges,
    /** Ends the devices of a user who loses their licence or is removed (API sessions and SIP). */
    private readonly sessionEnds?: Pick<SessionEnds, "endEveryDevice">,
  ) {}

  async execute(input: unknown): Promise<AdminResult> {
    const parsed = adminCommandSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join(".") ?? "command";
      throw new AdminError(`${field}: ${issue?.message ?? "invalid"}`);
    }
    return this.run(parsed.data);
  }

  private async run(command: ParsedAdminCommand): Promise<AdminResult> {
    switch (command.command) {
      case "tenant.add": {
        if (await this.tenants.findByPrefix(command.prefix)) {
          throw new AdminError(`a tenant with prefix ${command.prefix} already exists`);
        }
        const tenant = await this.tenants.create({ name: command.name, prefix: command.prefix });
        await this.directory?.tenantsChanged();
        return { kind: "tenant", tenant: { prefix: tenant.prefix, name: tenant.name, users: 0 } };
      }
      case "tenant.list":
        return { kind: "tenants", tenants: (await this.tenants.list()).map(tenantView) };
      case "tenant.update": {
        const tenant = await this.tenant(command.prefix);
        await this.tenants.rename(tenant.id, command.name);
        await this.directory?.invalidate(tenant.id);
        return { kind: "tenant", tenant: await this.tenantView(command.prefix) };
      }
      case "tenant.remove": {
        const tenant = await this.tenantView(command.prefix);
        if (tenant.users > 0) {
          throw new AdminError(
            `tenant ${tenant.prefix} still has ${tenant.users} user(s); remove them first`,
          );
        }
        const { id } = await this.tenant(command.prefix);
        await this.tenants.remove(id);
        await this.directory?.invalidate(id);
        await this.directory?.tenantsChanged();
        return { kind: "removed", what: `tenant ${command.prefix}` };
      }
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
      case "user.list": {
        const tenantId = command.tenant === undefined ? undefined : (await this.tenant(command.tenant)).id;
        return { kind: "users", users: (await this.users.list(tenantId)).map(userView) };
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
        return { kind: "user", user: userView({ user, tenant: current.tenant }) };
      }
      case "user.remove": {
        const { user } = await this.user(command.email);
        await this.sessionEnds?.endEveryDevice(user);
        await this.users.remove(user.id);
        await this.directory?.changed(user.id);
        return { kind: "removed", what: `user ${user.email} (${user.phone})` };
      }
      case "phonebook.add":
      case "phonebook.list":
      case "phonebook.remove":
      case "phonebook.import":
        return this.phonebook.run(command);
      case "button.add":
      case "button.list":
      case "button.remove":
      case "button.clear":
        return this.buttons.run(command);
    }
  }

  private async tenant(prefix: string): Promise<TenantRow> {
    const tenant = await this.tenants.findByPrefix(prefix);
    if (!tenant) throw new AdminError(`no tenant has prefix ${prefix}`);
    return tenant;
  }

  private async tenantView(prefix: string): Promise<TenantView> {
    const found = (await this.tenants.list()).find((tenant) => tenant.prefix === prefix);
    if (!found) throw new AdminError(`no tenant has prefix ${prefix}`);
    return tenantView(found);
  }

  private async user(email: string): Promise<UserWithTenant> {
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

function tenantView(tenant: TenantRow & { userCount: number }): TenantView {
  return { prefix: tenant.prefix, name: tenant.name, users: tenant.userCount };
}

function userView({ user, tenant }: UserWithTenant): UserView {
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
