import { z } from "zod";
import { emailSchema } from "@mobex/contracts/auth";
import { blfButtonTypeSchema } from "@mobex/contracts/blf";
import { shownText } from "@mobex/contracts/text";

/**
 * The presence-board commands of the admin CLI (`npm run admin -- button …`), joined into the
 * directory's command and result unions like the phone book's.
 */
export const MAX_BUTTON_POSITION = 999;

const position = z.coerce
  .number({ error: "position must be a number" })
  .int("position must be a whole number")
  .min(1, "position must be at least 1")
  .max(MAX_BUTTON_POSITION, `position must be at most ${MAX_BUTTON_POSITION}`);

export const buttonAdminCommandSchemas = [
  z.object({
    command: z.literal("button.add"),
    email: emailSchema,
    type: blfButtonTypeSchema,
    target: shownText("target").pipe(z.string().max(64, "target is too long")).default(""),
    label: shownText("label").pipe(z.string().max(100, "label is too long")).default(""),
    position: position.optional(),
  }),
  z.object({ command: z.literal("button.list"), email: emailSchema }),
  z.object({ command: z.literal("button.remove"), email: emailSchema, position }),
  z.object({ command: z.literal("button.clear"), email: emailSchema }),
] as const;
export type ButtonAdminCommand = z.output<(typeof buttonAdminCommandSchemas)[number]>;

const buttonViewSchema = z.object({
  position: z.number().int(),
  type: blfButtonTypeSchema,
  label: z.string(),
  target: z.string(),
});
export type ButtonView = z.infer<typeof buttonViewSchema>;

export const buttonAdminResultSchemas = [
  z.object({ kind: z.literal("button"), email: z.string(), button: buttonViewSchema }),
  z.object({ kind: z.literal("buttons"), email: z.string(), buttons: z.array(buttonViewSchema) }),
] as const;
/** Removals answer with the directory's own "removed" result. */
export type ButtonAdminResult =
  z.infer<(typeof buttonAdminResultSchemas)[number]> | { kind: "removed"; what: string };
