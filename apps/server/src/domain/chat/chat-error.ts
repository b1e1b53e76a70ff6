import type { chatErrorCatalogue } from "@mobex/contracts/chat-errors";

export type ChatErrorKey = keyof typeof chatErrorCatalogue;

/** A refusal of the chat domain, named by its catalogue entry (the HTTP layer answers it as such). */
export class ChatError extends Error {
  override readonly name = "ChatError";

  constructor(
    readonly key: ChatErrorKey,
    readonly data: unknown = null,
  ) {
    super(key);
  }
}
