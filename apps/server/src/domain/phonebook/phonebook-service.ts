import type { Contact } from "@mobex/contracts/phonebook";
import type { TenantRow } from "../../db/schema";
import type { UserRepository } from "../directory/user-repository";
import { byName, contactFromColleague, contactFromEntry } from "./phonebook-contacts";
import type { PhonebookRepository } from "./phonebook-repository";

export type PhonebookListOptions = {
  /** spec 1 §7 ignore_disabled_sync_extensions: leave out colleagues without a licence. */
  ignoreDisabledSyncExtensions: boolean;
};

/**
 * A tenant's phone book as users see it (spec 1 §3 "Contact", §7 cloudphonebook/entries/list/):
 * the provisioned entries plus every member of the tenant as a synchronised extension, by name.
 */
export class PhonebookService {
  constructor(
    private readonly entries: PhonebookRepository,
    private readonly users: UserRepository,
  ) {}

  async contacts(tenant: TenantRow, options: PhonebookListOptions): Promise<Contact[]> {
    const [entries, members] = await Promise.all([this.entries.list(tenant.id), this.users.list(tenant.id)]);
    const colleagues = members
      .filter(({ user }) => user.licensed || !options.ignoreDisabledSyncExtensions)
      .map(({ user }) => contactFromColleague(user, tenant));
    return [...entries.map(contactFromEntry), ...colleagues].sort(byName);
  }

  /** The name of the provisioned entry with that telephone, mobile or home number, if any. */
  nameForNumber(tenantId: string, number: string): Promise<string | undefined> {
    return this.entries.nameForNumber(tenantId, number);
  }
}
