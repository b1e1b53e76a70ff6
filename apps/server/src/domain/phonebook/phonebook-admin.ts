import type { TenantRow } from "../../db/schema";
import { AdminError } from "../directory/admin-commands";
import type { TenantRepository } from "../directory/tenant-repository";
import { importContacts } from "./import/contact-import";
import type { PhonebookAdminCommand, PhonebookAdminResult } from "./phonebook-admin-commands";
import { contactFromEntry } from "./phonebook-contacts";
import { entryProblem, phonebookEntryInputSchema } from "./phonebook-entry";
import type { PhonebookRepository } from "./phonebook-repository";

/** Told the tenant whose phone book changed, so that caches of names (the board) refresh. */
export type PhonebookChanged = (tenantId: string) => void;

/** The phone-book commands of the admin CLI (`npm run admin -- phonebook …`). */
export class PhonebookAdmin {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly entries: PhonebookRepository,
    private readonly changed: PhonebookChanged = () => {},
  ) {}

  async run(command: PhonebookAdminCommand): Promise<PhonebookAdminResult> {
    const tenant = await this.tenant(command.tenant);
    switch (command.command) {
      case "phonebook.add": {
        const parsed = phonebookEntryInputSchema.safeParse(command.entry);
        if (!parsed.success) throw new AdminError(entryProblem(parsed.error));
        const row = await this.entries.add(tenant.id, parsed.data);
        this.changed(tenant.id);
        return { kind: "contact", tenant: tenant.prefix, contact: contactFromEntry(row) };
      }
      case "phonebook.list": {
        const rows = await this.entries.list(tenant.id);
        return { kind: "contacts", tenant: tenant.prefix, contacts: rows.map(contactFromEntry) };
      }
      case "phonebook.remove": {
        const row = await this.entries.remove(tenant.id, command.id);
        if (!row) throw new AdminError(`tenant ${tenant.prefix} has no phone-book entry ${command.id}`);
        this.changed(tenant.id);
        return {
          kind: "removed",
          what: `phone-book entry "${row.cn}" (${row.id}) of tenant ${tenant.prefix}`,
        };
      }
      case "phonebook.import":
        return this.import(tenant, command);
    }
  }

  private async import(
    tenant: TenantRow,
    command: Extract<PhonebookAdminCommand, { command: "phonebook.import" }>,
  ): Promise<PhonebookAdminResult> {
    const existing = command.replace ? [] : await this.entries.list(tenant.id);
    const { entries, problems, skipped } = importContacts(command.format, command.content, existing);
    // A wrong file must not empty a phone book: --replace needs at least one good contact.
    if (command.replace && entries.length === 0) {
      const first = problems[0];
      throw new AdminError(
        `no contact in the file could be imported, so the phone book was left as it was` +
          (first ? ` (line ${first.line}: ${first.message})` : ""),
      );
    }
    const replaced = await this.entries.addMany(tenant.id, entries, command.replace);
    if (entries.length > 0 || replaced > 0) this.changed(tenant.id);
    return { kind: "import", tenant: tenant.prefix, imported: entries.length, skipped, replaced, problems };
  }

  private async tenant(prefix: string): Promise<TenantRow> {
    const tenant = await this.tenants.findByPrefix(prefix);
    if (!tenant) throw new AdminError(`no tenant has prefix ${prefix}`);
    return tenant;
  }
}
