import type { BlfButtonRow, PhonebookEntryRow, TenantRow, UserRow } from "../../db/schema";
import { numberKey } from "../phonebook/number-key";
import type { SerialisedBoards } from "./board-json";

/** What the board shows of a phone-book entry found by one of its numbers. */
export type PhonebookCard = {
  name: string;
  mobile: string;
  other: string;
  mail: string;
  company: string;
  department: string;
};

/** The caller id a member presents on outgoing calls (spec 1 §3 "Caller id"), for the SIP plane. */
export type CallerIdInUse = { number: string; description: string };

/** One member's rows that change together when they change something about themselves. */
export type MemberState = {
  user: UserRow;
  /** By position. */
  buttons: BlfButtonRow[];
  /** "" without a picture. */
  avatarHash: string;
  /** undefined when none is marked in use (the user's own number is then shown). */
  callerIdInUse: CallerIdInUse | undefined;
};

/**
 * A tenant's directory in memory: everything a presence-board poll reads, so that a poll runs no
 * query (ARCHITECTURE.md budget: 2,000 polls/s on one node). Built by TenantDirectoryLoader and kept
 * current by TenantDirectory.
 */
export type TenantSnapshot = {
  tenant: TenantRow;
  usersById: Map<string, UserRow>;
  usersByPhone: Map<string, UserRow>;
  buttonsByUser: Map<string, BlfButtonRow[]>;
  avatarHashes: Map<string, string>;
  /** userId → the caller id in use; absent when none is (every call asks, ARCHITECTURE.md budget). */
  callerIdsInUse: Map<string, CallerIdInUse>;
  /** numberKey of a telephone, mobile or home number → the first entry (by cn) that has it. */
  phonebook: Map<string, PhonebookCard>;
  /** Button targets already looked up in `phonebook` (numberKey parses; a poll should not). */
  cardsByTarget: Map<string, PhonebookCard | null>;
  /**
   * Changes whenever something a board shows of a member apart from their lamp changes (name,
   * number, e-mail, licence, caller id names, picture, a member added or removed): every board
   * serialised before is built again. A lamp's own fields (DND, status text …) do not count.
   */
  boardVersion: number;
  /** Boards and lamps serialised for polls (board-json.ts); they go with the snapshot. */
  serialised: SerialisedBoards;
  loadedAt: number;
};

export function emptySnapshot(tenant: TenantRow, loadedAt: number): TenantSnapshot {
  return {
    tenant,
    usersById: new Map(),
    usersByPhone: new Map(),
    buttonsByUser: new Map(),
    avatarHashes: new Map(),
    callerIdsInUse: new Map(),
    phonebook: new Map(),
    cardsByTarget: new Map(),
    boardVersion: 0,
    serialised: { boards: new Map(), lamps: new Map() },
    loadedAt,
  };
}

/** Puts a member's current rows in, or takes the member out when `state` is undefined. */
export function applyMember(snapshot: TenantSnapshot, userId: string, state: MemberState | undefined): void {
  const previous = snapshot.usersById.get(userId);
  if (
    !previous ||
    !state ||
    shownOnBoardsChanged(previous, state.user) ||
    (snapshot.avatarHashes.get(userId) ?? "") !== state.avatarHash
  ) {
    snapshot.boardVersion += 1;
  }
  if (previous && snapshot.usersByPhone.get(previous.phone)?.id === userId) {
    snapshot.usersByPhone.delete(previous.phone);
  }
  if (!state) {
    snapshot.usersById.delete(userId);
    snapshot.buttonsByUser.delete(userId);
    snapshot.avatarHashes.delete(userId);
    snapshot.callerIdsInUse.delete(userId);
    return;
  }
  snapshot.usersById.set(userId, state.user);
  snapshot.usersByPhone.set(state.user.phone, state.user);
  snapshot.buttonsByUser.set(userId, state.buttons);
  if (state.avatarHash) snapshot.avatarHashes.set(userId, state.avatarHash);
  else snapshot.avatarHashes.delete(userId);
  if (state.callerIdInUse) snapshot.callerIdsInUse.set(userId, state.callerIdInUse);
  else snapshot.callerIdsInUse.delete(userId);
}

/** Whether a member's fields that boards show outside the lamp (board-entry.ts head and tail) differ. */
function shownOnBoardsChanged(before: UserRow, after: UserRow): boolean {
  return (
    before.phone !== after.phone ||
    before.name !== after.name ||
    before.email !== after.email ||
    before.licensed !== after.licensed ||
    before.callerIdInternal !== after.callerIdInternal ||
    before.callerNameInternal !== after.callerNameInternal
  );
}

/** Indexes entries (sorted by cn) by each of their numbers; the first entry to claim a number keeps it. */
export function indexPhonebook(entries: readonly PhonebookEntryRow[]): Map<string, PhonebookCard> {
  const index = new Map<string, PhonebookCard>();
  for (const entry of entries) {
    const card: PhonebookCard = {
      name: entry.cn,
      mobile: entry.mobileTelephoneNumber,
      other: entry.homePhone,
      mail: entry.mail,
      company: entry.company,
      department: entry.department,
    };
    for (const number of [entry.telephoneNumber, entry.mobileTelephoneNumber, entry.homePhone]) {
      const key = numberKey(number);
      if (key !== "" && !index.has(key)) index.set(key, card);
    }
  }
  return index;
}

/** The phone-book entry with this number, if any. */
export function phonebookCard(snapshot: TenantSnapshot, number: string): PhonebookCard | undefined {
  let card = snapshot.cardsByTarget.get(number);
  if (card === undefined) {
    const key = numberKey(number);
    card = (key === "" ? undefined : snapshot.phonebook.get(key)) ?? null;
    snapshot.cardsByTarget.set(number, card);
  }
  return card ?? undefined;
}
