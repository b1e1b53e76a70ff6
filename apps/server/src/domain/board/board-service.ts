import type { BlfEntry } from "@mobex/contracts/blf";
import { presentBoardEntry, type LineState } from "./board-entry";
import type { TenantDirectory } from "./tenant-directory";

export type BoardOwner = { userId: string; tenantId: string };

/**
 * The presence board of spec 1 §2/§3: the owner's provisioned buttons in position order, each with
 * the live state of the line it watches. Reads memory only (TenantDirectory, LineState).
 */
export class BoardService {
  constructor(
    private readonly directory: TenantDirectory,
    private readonly lines: LineState,
  ) {}

  /** Every provisioned button (the client hides HIDDEN_BUTTON_TYPES); [] when none is. */
  async entries(owner: BoardOwner): Promise<BlfEntry[]> {
    const snapshot = await this.directory.snapshot(owner.tenantId);
    const user = snapshot?.usersById.get(owner.userId);
    if (!snapshot || !user) return [];
    const buttons = snapshot.buttonsByUser.get(owner.userId) ?? [];
    return buttons.map((button) => presentBoardEntry(button, user, snapshot, this.lines));
  }
}
