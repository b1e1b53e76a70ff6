import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import type { SessionEnds } from "../auth/session-ends";
import { ButtonAdmin } from "../board/button-admin";
import { ButtonRepository } from "../board/button-repository";
import type { DirectoryChanges } from "../board/tenant-directory";
import { AdminError, parseAdminCommand, type ParsedAdminCommand } from "../directory/admin-commands";
import { TenantRepository } from "../directory/tenant-repository";
import { UserAdmin, type UserCommand } from "../directory/user-admin";
import { UserRepository } from "../directory/user-repository";
import { readCsvRows, type CsvRow } from "./csv-rows";
import { runLines, type LineDone } from "./line-transactions";
import type { LineReport, ProvisioningCommand, ProvisioningResult } from "./provisioning-commands";
import { BUTTON_COLUMNS, buttonCommandOf, type ButtonColumn } from "./button-rows";
import { USER_COLUMNS, userCommandOf, type UserColumn } from "./user-rows";

type Command<Name extends string> = Extract<ParsedAdminCommand, { command: Name }>;

/**
 * `user import` and `blf import` (issue 10, Provisioning): every line goes through the same admin
 * commands (and schemas) as `user add|update` and `button add|remove`, in a transaction of its
 * own; the in-memory directory and the session ends hear of what was committed, once, at the end.
 */
export class ProvisioningImport {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly directory?: DirectoryChanges,
    private readonly sessionEnds?: Pick<SessionEnds, "endEveryDevice">,
  ) {}

  async run(command: ProvisioningCommand): Promise<ProvisioningResult> {
    const users = command.command === "user.import";
    const done = users
      ? await this.importUsers(command.content, command.dryRun)
      : await this.importButtons(command.content, command.dryRun);
    if (!command.dryRun) {
      const tenantIds = new Set(done.flatMap(({ tenantId }) => (tenantId ? [tenantId] : [])));
      for (const tenantId of tenantIds) await this.directory?.invalidate(tenantId);
      for (const { after } of done) await after?.();
    }
    return {
      kind: "provisioning",
      what: users ? "users" : "buttons",
      dryRun: command.dryRun,
      lines: done.map(({ report }) => report).sort((a, b) => a.line - b.line),
    };
  }

  private async importUsers(content: string, dryRun: boolean): Promise<LineDone[]> {
    const { rows, refused } = readCsvRows(content, USER_COLUMNS, ["email"]);
    const ends = this.sessionEnds;
    // Read once: an import adds users, never tenants (3 queries a line fewer, issue 10: 500 users).
    const known = await new TenantRepository(this.db, this.clock).list();
    const byPrefix = new Map(known.map((tenant) => [tenant.prefix, tenant]));
    const tenants = { findByPrefix: (prefix: string) => Promise.resolve(byPrefix.get(prefix)) };
    const done = await runLines(this.db, rows, dryRun, async (tx, row: CsvRow<UserColumn>) => {
      const userRepository = new UserRepository(tx, this.clock);
      const existing = await userRepository.findByEmail(row.values.email ?? "");
      const ownTenant = known.find((tenant) => tenant.id === existing?.tenantId);
      const command = parseAdminCommand(userCommandOf(row, existing, ownTenant?.prefix ?? "")) as UserCommand;
      const result = await new UserAdmin(tenants, userRepository).run(command);
      if (result.kind !== "user") throw new Error("a user import line removed a user");
      const { user, previous } = result;
      const lost = previous?.user.licensed === true && !user.licensed ? previous.user : undefined;
      return {
        report: {
          line: row.line,
          outcome: existing ? "updated" : "created",
          message: `${user.email}: ${user.phone} "${user.name}"${user.licensed ? "" : ", unlicensed"}`,
        },
        tenantId: byPrefix.get(user.tenant)?.id,
        after: lost && ends ? () => ends.endEveryDevice(lost) : undefined,
      };
    });
    return [...done, ...refused.map(reportOnly)];
  }

  private async importButtons(content: string, dryRun: boolean): Promise<LineDone[]> {
    const { rows, refused } = readCsvRows(content, BUTTON_COLUMNS, ["email", "type"]);
    const done = await runLines(this.db, rows, dryRun, async (tx, row: CsvRow<ButtonColumn>) => {
      const users = new UserRepository(tx, this.clock);
      const buttons = new ButtonRepository(tx, this.clock);
      const admin = new ButtonAdmin(users, buttons);
      const add = parseAdminCommand(buttonCommandOf(row)) as Command<"button.add">;
      const user = await users.findByEmail(add.email);
      if (!user) throw new AdminError(`no user has e-mail ${add.email}`);
      const replaced = add.position !== undefined && (await buttons.find(user.id, add.position));
      if (replaced) await buttons.remove(user.id, replaced.position);
      const result = await admin.run(add);
      if (result.kind !== "button") throw new Error("a button import line did not add a button");
      const { button } = result;
      const report: LineReport = {
        line: row.line,
        outcome: replaced ? "updated" : "created",
        message:
          `${user.email} position ${button.position}: ${button.type}` +
          `${button.target ? ` ${button.target}` : ""}${button.label ? ` "${button.label}"` : ""}`,
      };
      return { report, tenantId: user.tenantId };
    });
    return [...done, ...refused.map(reportOnly)];
  }
}

const reportOnly = (report: LineReport): LineDone => ({ report });
