import type { LineState } from "./board-entry";
import { BoardJson } from "./board-json";
import type { TenantDirectory } from "./tenant-directory";

export type BoardOwner = { userId: string; tenantId: string };

/**
 * The presence board of spec 1 §2/§3: the owner's provisioned buttons in position order, each with
 * the live state of the line it watches. Reads memory only (TenantDirectory, LineState), and
 * serialises only what changed since the owner's last poll (BoardJson).
 */
export class BoardService {
  private readonly serialiser: BoardJson;

  constructor(
    private readonly directory: TenantDirectory,
    lines: LineState,
  ) {
    this.serialiser = new BoardJson(lines);
  }

  /** Every provisioned button (the client hides HIDDEN_BUTTON_TYPES) as a JSON array of BlfEntry; undefined when none is. */
  async entriesJson(owner: BoardOwner): Promise<string | undefined> {
    const snapshot = await this.directory.snapshot(owner.tenantId);
    const user = snapshot?.usersById.get(owner.userId);
    if (!snapshot || !user) return undefined;
    return this.serialiser.of(user, snapshot);
  }
}
