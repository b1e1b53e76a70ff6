import type { ChatContact } from "@mobex/contracts/chat";
import type { UserRow } from "../../db/schema";
import { colleagueFor } from "../board/board-target";
import type { TenantSnapshot } from "../board/tenant-snapshot";

/** What the colleagues' lookups need of the in-memory directory (TenantDirectory). */
export type ChatDirectory = {
  snapshot(tenantId: string): Promise<TenantSnapshot | undefined>;
};

/** spec 2 §6: chat is offered when chat_support is on and the administrator has not disabled it. */
export function hasChat(user: UserRow): boolean {
  return user.licensed && user.chatSupport && !user.chatDisabled;
}

export function chatContactOf(user: UserRow): ChatContact {
  return { name: user.name, extension: user.extension, phone: user.phone };
}

/**
 * Colleagues of one tenant who can chat, from the in-memory directory: another tenant's number is
 * as unknown as a number nobody has.
 */
export class ChatColleagues {
  constructor(private readonly directory: ChatDirectory) {}

  /** Every colleague with chat, by extension; `except` (the caller) left out. */
  async list(tenantId: string, except: string): Promise<UserRow[]> {
    const snapshot = await this.directory.snapshot(tenantId);
    if (!snapshot) return [];
    return [...snapshot.usersById.values()]
      .filter((user) => user.id !== except && hasChat(user))
      .sort((a, b) => a.extension.localeCompare(b.extension));
  }

  /** The colleague with chat whose extension or full phone this is, else undefined. */
  async find(tenantId: string, number: string): Promise<UserRow | undefined> {
    const snapshot = await this.directory.snapshot(tenantId);
    const user = snapshot ? colleagueFor(snapshot, number) : undefined;
    return user && hasChat(user) ? user : undefined;
  }

  /** Each number resolved; `unknown` lists the ones that are no colleague with chat, as sent. */
  async resolve(
    tenantId: string,
    numbers: readonly string[],
  ): Promise<{ found: UserRow[]; unknown: string[] }> {
    const found = new Map<string, UserRow>();
    const unknown: string[] = [];
    for (const number of numbers) {
      const user = await this.find(tenantId, number);
      if (user) found.set(user.id, user);
      else unknown.push(number);
    }
    return { found: [...found.values()], unknown };
  }

  /** Members by phone (a room's affiliations), those still in the tenant. */
  async byPhone(tenantId: string): Promise<Map<string, UserRow>> {
    return (await this.directory.snapshot(tenantId))?.usersByPhone ?? new Map();
  }
}
