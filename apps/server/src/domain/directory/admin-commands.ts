import { z } from "zod";
import { emailSchema } from "@mobex/contracts/auth";
import { shownText } from "@mobex/contracts/text";
import { buttonAdminCommandSchemas, buttonAdminResultSchemas } from "../board/button-admin-commands";
import {
  phonebookAdminCommandSchemas,
  phonebookAdminResultSchemas,
} from "../phonebook/phonebook-admin-commands";
import {
  diagnosticsAdminCommandSchemas,
  diagnosticsAdminResultSchemas,
} from "../diagnostics/diagnostics-admin-commands";
import { provisioningCommandSchemas, provisioningResultSchemas } from "../provisioning/provisioning-commands";
import {
  voicemailAdminCommandSchemas,
  voicemailAdminResultSchemas,
} from "../voicemail/voicemail-admin-commands";
import { FEATURES } from "./user-features";

/**
 * What the admin CLI can ask (`npm run admin -- …`). The same JSON travels to POST /internal/admin
 * when a server owns the database, or goes straight to AdminService otherwise.
 */
const prefix = z.string().regex(/^\d{5}$/, "prefix must be exactly 5 digits");
const extension = z.string().regex(/^\d{4}$/, "extension must be exactly 4 digits");
// Colleagues see user and tenant names: no control characters, no invisible bidi or zero-width tricks.
const name = shownText("name").pipe(z.string().min(1, "name must not be empty").max(100, "name is too long"));
const features = z.array(z.enum(FEATURES, { error: `features must be among ${FEATURES.join(", ")}` }));

export const adminCommandSchema = z.discriminatedUnion("command", [
  z.object({ command: z.literal("tenant.add"), name, prefix }),
  z.object({ command: z.literal("tenant.list") }),
  z.object({ command: z.literal("tenant.update"), prefix, name }),
  z.object({ command: z.literal("tenant.remove"), prefix }),
  z.object({
    command: z.literal("user.add"),
    tenant: prefix,
    extension,
    email: emailSchema,
    name,
    licensed: z.boolean().default(true),
    features: features.optional(),
  }),
  z.object({ command: z.literal("user.list"), tenant: prefix.optional() }),
  z.object({
    command: z.literal("user.update"),
    email: emailSchema,
    name: name.optional(),
    extension: extension.optional(),
    licensed: z.boolean().optional(),
    features: features.optional(),
  }),
  z.object({ command: z.literal("user.remove"), email: emailSchema }),
  ...phonebookAdminCommandSchemas,
  ...buttonAdminCommandSchemas,
  ...diagnosticsAdminCommandSchemas,
  ...provisioningCommandSchemas,
  ...voicemailAdminCommandSchemas,
]);
export type AdminCommand = z.input<typeof adminCommandSchema>;
export type ParsedAdminCommand = z.output<typeof adminCommandSchema>;
/** A command as typed by a person, before AdminService validates it against the schema. */
export type AdminRequest = { command: AdminCommand["command"] } & Record<string, unknown>;

const tenantViewSchema = z.object({ prefix: z.string(), name: z.string(), users: z.number() });
const userViewSchema = z.object({
  email: z.string(),
  name: z.string(),
  tenant: z.string(),
  tenantName: z.string(),
  extension: z.string(),
  phone: z.string(),
  licensed: z.boolean(),
  features: z.array(z.string()),
});
export type TenantView = z.infer<typeof tenantViewSchema>;
export type UserView = z.infer<typeof userViewSchema>;

export const adminResultSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("tenant"), tenant: tenantViewSchema }),
  z.object({ kind: z.literal("tenants"), tenants: z.array(tenantViewSchema) }),
  z.object({ kind: z.literal("user"), user: userViewSchema }),
  z.object({ kind: z.literal("users"), users: z.array(userViewSchema) }),
  z.object({ kind: z.literal("removed"), what: z.string() }),
  ...phonebookAdminResultSchemas,
  ...buttonAdminResultSchemas,
  ...diagnosticsAdminResultSchemas,
  ...provisioningResultSchemas,
  ...voicemailAdminResultSchemas,
]);
export type AdminResult = z.infer<typeof adminResultSchema>;

/** Bad input or a conflict: the CLI prints the message and exits with code 2. */
export class AdminError extends Error {
  override readonly name = "AdminError";
}

/** Validates a command against the schema; AdminError naming the first bad field otherwise. */
export function parseAdminCommand(input: unknown): ParsedAdminCommand {
  const parsed = adminCommandSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join(".") ?? "command";
  throw new AdminError(`${field}: ${issue?.message ?? "invalid"}`);
}
