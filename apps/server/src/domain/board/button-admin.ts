import type { BlfButtonType } from "@mobex/contracts/blf";
import type { BlfButtonRow } from "../../db/schema";
import { AdminError } from "../directory/admin-commands";
import type { UserRepository } from "../directory/user-repository";
import type { ButtonAdminCommand, ButtonAdminResult, ButtonView } from "./button-admin-commands";
import type { ButtonRepository } from "./button-repository";
import type { MemberChanged } from "./tenant-directory";

/** Types that need a number: the colleague they watch or the number they dial. */
const NEEDS_TARGET: ReadonlySet<BlfButtonType> = new Set(["B", "P", "D"]);
/** Types whose number is implied: L is the user's own line, V the voicemail code. */
const NO_TARGET: ReadonlySet<BlfButtonType> = new Set(["L", "V", "H", "RP", "RR", "N"]);
/** What a person can dial: digits with an optional leading +, or a service code such as *1. */
const DIALLABLE = /^(\+?\d{1,20}|[*#][\d*#]{1,10})$/;

const viewOf = (row: BlfButtonRow): ButtonView => ({
  position: row.position,
  type: row.type as BlfButtonType,
  label: row.label,
  target: row.target,
});

/** The board commands of the admin CLI (`npm run admin -- button …`). */
export class ButtonAdmin {
  constructor(
    private readonly users: UserRepository,
    private readonly buttons: ButtonRepository,
    /** Told the user whose board changed, so that the in-memory directory takes it in. */
    private readonly changed: MemberChanged = async () => {},
  ) {}

  async run(command: ButtonAdminCommand): Promise<ButtonAdminResult> {
    const user = await this.users.findByEmail(command.email);
    if (!user) throw new AdminError(`no user has e-mail ${command.email}`);
    switch (command.command) {
      case "button.add": {
        const target = this.targetOf(command.type, command.target);
        const position = command.position ?? (await this.buttons.nextPosition(user.id));
        if (await this.buttons.find(user.id, position)) {
          throw new AdminError(`${user.email} already has a button at position ${position}; remove it first`);
        }
        const row = await this.buttons.add(user.id, {
          position,
          type: command.type,
          label: command.label,
          target,
        });
        await this.changed(user.id);
        return { kind: "button", email: user.email, button: viewOf(row) };
      }
      case "button.list":
        return {
          kind: "buttons",
          email: user.email,
          buttons: (await this.buttons.list(user.id)).map(viewOf),
        };
      case "button.remove": {
        const row = await this.buttons.remove(user.id, command.position);
        if (!row) throw new AdminError(`${user.email} has no button at position ${command.position}`);
        await this.changed(user.id);
        return { kind: "removed", what: `button ${row.position} (${row.type}) of ${user.email}` };
      }
      case "button.clear": {
        const count = await this.buttons.clear(user.id);
        await this.changed(user.id);
        return { kind: "removed", what: `${count} button(s) of ${user.email}` };
      }
    }
  }

  private targetOf(type: BlfButtonType, target: string): string {
    if (NO_TARGET.has(type)) {
      if (target !== "") throw new AdminError(`a ${type} button takes no --target`);
      return "";
    }
    if (NEEDS_TARGET.has(type) && target === "") throw new AdminError(`a ${type} button needs --target`);
    const compact = target.replace(/[\s().-]/g, "");
    if (compact !== "" && !DIALLABLE.test(compact)) {
      throw new AdminError(
        `target "${target}" is not a number (an extension, a phone number or a code like *1)`,
      );
    }
    return compact;
  }
}
