import type { BlfButtonRow, UserRow } from "../../db/schema";
import { boardEntryParts, liveOf, NO_LAMP, type LineState, type Live } from "./board-entry";
import type { TenantSnapshot } from "./tenant-snapshot";

/**
 * One entry as JSON text in three pieces: `head` opens the object ('{"id":…,"button":2,'), then
 * comes the lamp's fields (the colleague's, shared by every board that watches them), then `tail`
 * closes it (',"qstatus":"",…}'). Field order is the contract's (packages/contracts/src/blf.ts).
 */
type EntryJson = { head: string; lampUserId: string | undefined; tail: string };

/** A board serialised for the directory state it was built from (TenantSnapshot.boardVersion, the owner's buttons). */
type BoardJsonCache = { boardVersion: number; buttons: readonly BlfButtonRow[]; entries: EntryJson[] };

/** A colleague's lamp fields as JSON text, valid while their row, registration, video devices and calls are the same. */
type LampJsonCache = {
  user: UserRow;
  online: boolean;
  video: boolean;
  callsVersion: number | undefined;
  json: string;
};

/** What a snapshot keeps of serialised boards (by owner id) and lamps (by colleague id). */
export type SerialisedBoards = { boards: Map<string, BoardJsonCache>; lamps: Map<string, LampJsonCache> };

/** The lamp fields without braces, to sit between an entry's head and tail. */
const lampJson = (live: Live) => JSON.stringify(live).slice(1, -1);
const NO_LAMP_JSON = lampJson(NO_LAMP);

/**
 * The presence board's serialiser (issue 8 §4: 10,000 users polling every 5 s on one core). A poll
 * of a board whose directory state did not change reuses its entries' JSON and asks each watched
 * colleague's line whether it changed; only a changed lamp is serialised again. What it answers
 * is exactly JSON.stringify of the entries board-entry.ts builds.
 */
export class BoardJson {
  constructor(private readonly lines: LineState) {}

  /** The owner's board as a JSON array, undefined when no button is provisioned. */
  of(owner: UserRow, snapshot: TenantSnapshot): string | undefined {
    const buttons = snapshot.buttonsByUser.get(owner.id) ?? [];
    const { boards } = snapshot.serialised;
    if (buttons.length === 0) {
      boards.delete(owner.id);
      return undefined;
    }
    let board = boards.get(owner.id);
    if (board?.boardVersion !== snapshot.boardVersion || board.buttons !== buttons) {
      board = {
        boardVersion: snapshot.boardVersion,
        buttons,
        entries: buttons.map((b) => entryJson(b, owner, snapshot)),
      };
      boards.set(owner.id, board);
    }
    let json = "[";
    for (const [index, entry] of board.entries.entries()) {
      const colleague = entry.lampUserId === undefined ? undefined : snapshot.usersById.get(entry.lampUserId);
      const lamp = colleague ? this.lampOf(colleague, snapshot) : NO_LAMP_JSON;
      json += (index === 0 ? "" : ",") + entry.head + lamp + entry.tail;
    }
    return json + "]";
  }

  private lampOf(colleague: UserRow, snapshot: TenantSnapshot): string {
    const { lamps } = snapshot.serialised;
    const online = this.lines.isRegistered(colleague.phone);
    const video = this.lines.hasVideo(colleague.id);
    const callsVersion = this.lines.callsVersion(colleague.id);
    const cached = lamps.get(colleague.id);
    // A new row (DND, status text …) is a new object: the directory replaces rows, never edits them.
    const same = cached?.user === colleague && cached.online === online && cached.video === video;
    if (same && cached.callsVersion === callsVersion) {
      return cached.json;
    }
    const json = lampJson(liveOf(colleague, this.lines));
    lamps.set(colleague.id, { user: colleague, online, video, callsVersion, json });
    return json;
  }
}

function entryJson(button: BlfButtonRow, owner: UserRow, snapshot: TenantSnapshot): EntryJson {
  const { head, lamp, tail } = boardEntryParts(button, owner, snapshot);
  return {
    head: `${JSON.stringify(head).slice(0, -1)},`,
    lampUserId: lamp?.id,
    tail: `,${JSON.stringify(tail).slice(1)}`,
  };
}
