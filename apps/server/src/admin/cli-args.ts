import { parseArgs } from "node:util";
import { AdminError, type AdminRequest } from "../domain/directory/admin-commands";
import { entryFromOptions, PHONEBOOK_ENTRY_OPTIONS, phonebookOptionSpec } from "./phonebook-args";

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  tenant add --name <name> --prefix <5 digits>
  tenant list
  tenant update <prefix> --name <name>
  tenant remove <prefix>                      (only a tenant without users)
  tenant voicemail <prefix> [--no-answer <seconds 5-120>|default] [--attach on|off]
                                              (voicemail defaults: ring time, WAV in the e-mail)
  user add --tenant <prefix> --extension <4 digits> --email <email> --name <name>
           [--unlicensed] [--features cpb,chat_support,chat_disabled,video_support,conference,busylight]
  user list [--tenant <prefix>]
  user update <email> [--name <name>] [--extension <4 digits>] [--licensed true|false] [--features <list>]
  user remove <email>
  user import --file <users.csv> [--dry-run]     (create or update many users, one report line each)
  button add --email <email> --type B|P|H|L|RP|RR|N|D|S|V [--target <number>] [--label <text>] [--position <n>]
  button list --email <email>
  button remove --email <email> --position <n>
  button clear --email <email>
  blf import --file <buttons.csv> [--dry-run]   (presence-board buttons; "button import" alike)
  phonebook add --tenant <prefix> --cn <name> [--given <name>] [--sn <name>] [--telephone <number>]
                [--mobile <number>] [--home <number>] [--mail <email>] [--company <name>] [--department <name>]
  phonebook list --tenant <prefix>
  phonebook remove --tenant <prefix> --id <entry id>
  phonebook import --tenant <prefix> --file <contacts.csv|contacts.vcf> [--replace]
  diagnostics list [--tenant <prefix>] [--email <email>] [--limit <n>]   (client error reports, newest first)
  diagnostics show <report id>

A new user gets every feature except chat_disabled unless --features says otherwise; --features
sets exactly the listed flags ("" for none). A button's --target is an extension or phone of a
colleague (B, P) or any number (D, S); L is the user's own line and V voicemail (*1); a button
without --position goes after the last one. A phone-book import reads CSV (a header row naming the
columns: the fields above or Name, First Name, Last Name, Phone, Mobile, Email, Company, Department)
or vCard 3.0/4.0 (.vcf), up to 5 MB; rows it cannot use are listed by line and the others imported;
--replace first removes the tenant's entries. A user import's CSV has the columns tenant, extension,
email, name, licensed, features (an existing e-mail is updated, empty cells change nothing); a
button import's has email, position, type, target, label (a button at that position is replaced).
Each line is its own transaction and is reported as created, updated or error; --dry-run checks
every line and saves nothing. Uses the running server of DATA_DIR when there is one.`;

const optionSpec = {
  name: { type: "string" },
  prefix: { type: "string" },
  tenant: { type: "string" },
  extension: { type: "string" },
  email: { type: "string" },
  licensed: { type: "string" },
  unlicensed: { type: "boolean" },
  features: { type: "string" },
  type: { type: "string" },
  target: { type: "string" },
  label: { type: "string" },
  position: { type: "string" },
  ...phonebookOptionSpec,
  "dry-run": { type: "boolean" },
  limit: { type: "string" },
  "no-answer": { type: "string" },
  attach: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;
type OptionName = keyof typeof optionSpec;
type Values = Partial<Record<OptionName, string | boolean>>;

/** `--help` or a command to run; bad input throws AdminError (exit code 2). */
export function parseAdminArgs(argv: string[]): "help" | AdminRequest {
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({ args: argv, options: optionSpec, allowPositionals: true, strict: true });
  } catch (error) {
    throw new AdminError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return "help";
  if (positionals.length === 0) throw new AdminError("no command given");
  const [given, action, subject, ...extra] = positionals;
  // The issue and the spec call them BLF buttons; the commands grew up as `button …`.
  const entity = given === "blf" ? "button" : given;
  const key = `${entity} ${action ?? ""}`.trim();
  const allow = (allowed: OptionName[], subjectName?: string) => {
    const unexpected = (Object.keys(values) as OptionName[]).find((name) => !allowed.includes(name));
    if (unexpected) throw new AdminError(`--${unexpected} is not an option of "${key}"`);
    if (subjectName && !subject) throw new AdminError(`"${key}" needs the ${subjectName}`);
    if (!subjectName && subject) throw new AdminError(`unexpected argument "${subject}"`);
    if (extra.length > 0) throw new AdminError(`unexpected argument "${extra[0]}"`);
  };
  const text = (name: OptionName) => values[name] as string | undefined;
  const required = (name: OptionName) => {
    const value = text(name);
    if (value === undefined) throw new AdminError(`"${key}" needs --${name}`);
    return value;
  };
  switch (key) {
    case "tenant add":
      allow(["name", "prefix"]);
      return { command: "tenant.add", name: required("name"), prefix: required("prefix") };
    case "tenant list":
      allow([]);
      return { command: "tenant.list" };
    case "tenant update":
      allow(["name"], "tenant prefix");
      return { command: "tenant.update", prefix: subject ?? "", name: required("name") };
    case "tenant voicemail":
      allow(["no-answer", "attach"], "tenant prefix");
      return {
        command: "tenant.voicemail",
        prefix: subject ?? "",
        ...noAnswer(text("no-answer")),
        ...attach(text("attach")),
      };
    case "tenant remove":
      allow([], "tenant prefix");
      return { command: "tenant.remove", prefix: subject ?? "" };
    case "user add":
      allow(["tenant", "extension", "email", "name", "unlicensed", "features"]);
      return {
        command: "user.add",
        tenant: required("tenant"),
        extension: required("extension"),
        email: required("email"),
        name: required("name"),
        licensed: values.unlicensed !== true,
        ...features(text("features")),
      };
    case "user list":
      allow(["tenant"]);
      return { command: "user.list", ...(text("tenant") === undefined ? {} : { tenant: text("tenant") }) };
    case "user update":
      allow(["name", "extension", "licensed", "features"], "user's e-mail");
      return {
        command: "user.update",
        email: subject ?? "",
        ...(text("name") === undefined ? {} : { name: text("name") }),
        ...(text("extension") === undefined ? {} : { extension: text("extension") }),
        ...licensed(text("licensed")),
        ...features(text("features")),
      };
    case "user remove":
      allow([], "user's e-mail");
      return { command: "user.remove", email: subject ?? "" };
    case "user import":
    case "button import":
      // run-admin reads the file and sends its text, as for a phone-book import.
      allow(["file", "dry-run"]);
      return {
        command: key === "user import" ? "user.import" : "button.import",
        file: required("file"),
        dryRun: values["dry-run"] === true,
      };
    case "diagnostics list":
      allow(["tenant", "email", "limit"]);
      return {
        command: "diagnostics.list",
        ...(text("tenant") === undefined ? {} : { tenant: text("tenant") }),
        ...(text("email") === undefined ? {} : { email: text("email") }),
        ...(text("limit") === undefined ? {} : { limit: text("limit") }),
      };
    case "diagnostics show":
      allow([], "report id");
      return { command: "diagnostics.show", id: subject ?? "" };
    case "button add":
      allow(["email", "type", "target", "label", "position"]);
      return {
        command: "button.add",
        email: required("email"),
        type: required("type").toUpperCase(),
        ...(text("target") === undefined ? {} : { target: text("target") }),
        ...(text("label") === undefined ? {} : { label: text("label") }),
        ...(text("position") === undefined ? {} : { position: text("position") }),
      };
    case "button list":
    case "button clear":
      allow(["email"]);
      return { command: key === "button list" ? "button.list" : "button.clear", email: required("email") };
    case "button remove":
      allow(["email", "position"]);
      return { command: "button.remove", email: required("email"), position: required("position") };
    case "phonebook add":
      allow(["tenant", ...PHONEBOOK_ENTRY_OPTIONS]);
      return { command: "phonebook.add", tenant: required("tenant"), entry: entryFromOptions(text) };
    case "phonebook list":
      allow(["tenant"]);
      return { command: "phonebook.list", tenant: required("tenant") };
    case "phonebook remove":
      allow(["tenant", "id"]);
      return { command: "phonebook.remove", tenant: required("tenant"), id: required("id") };
    case "phonebook import":
      // run-admin reads the file and sends its text (the server may not see the CLI's files).
      allow(["tenant", "file", "replace"]);
      return {
        command: "phonebook.import",
        tenant: required("tenant"),
        file: required("file"),
        replace: values.replace === true,
      };
    default:
      throw new AdminError(`unknown command "${key}"; see --help`);
  }
}

function features(list: string | undefined): { features?: string[] } {
  if (list === undefined) return {};
  return {
    features: list
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  };
}

function licensed(value: string | undefined): { licensed?: boolean } {
  if (value === undefined) return {};
  if (value !== "true" && value !== "false") throw new AdminError("--licensed must be true or false");
  return { licensed: value === "true" };
}

function noAnswer(value: string | undefined): { noAnswerSeconds?: string | null } {
  if (value === undefined) return {};
  return { noAnswerSeconds: value === "default" ? null : value };
}

function attach(value: string | undefined): { attachRecording?: boolean } {
  if (value === undefined) return {};
  if (value !== "on" && value !== "off") throw new AdminError("--attach must be on or off");
  return { attachRecording: value === "on" };
}
