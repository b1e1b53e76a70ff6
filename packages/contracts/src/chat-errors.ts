/**
 * The chat API's error texts (issue 13, spec 2 §5, §8): the chat part of the error catalogue, kept
 * out of errors.ts, which the first screen loads; the server answers from both (http-error.ts).
 * Where spec 2 gives a text it is used as written.
 */
export const chatErrorCatalogue = {
  /** spec 2 §6: chat needs chat_support and not chat_disabled. */
  chatDisabled: { code: 403, message: "Chat is not enabled for this user" },
  /** Groups: only the owner (creator) adds, removes and deletes (spec 2 §6). */
  groupOwnerOnly: { code: 403, message: "Only the group's owner may do this" },
  /** Reading a group's history or leaving it needs membership. */
  groupMembersOnly: { code: 403, message: "Only the group's members may do this" },
  groupOwnerStays: { code: 400, message: "The group's owner cannot be removed" },
  /** spec 2 §5, as the client's alert. */
  groupEmpty: { code: 400, message: "You can't create an empty group!" },
  /** data.members names each one (an extension or phone as sent). */
  groupMembersUnknown: { code: 400, message: "Not a colleague with chat" },
  groupNotFound: { code: 404, message: "Group not found" },
  chatPeerUnknown: { code: 404, message: "No colleague with chat has this number" },
  chatMessageNotFound: { code: 404, message: "Message not found" },
  attachmentNotFound: { code: 404, message: "Attachment not found" },
  /** chat/storage/get by a colleague who is no party of the conversation the file was shared in. */
  attachmentNotShared: { code: 403, message: "This file was not shared with you" },
  /** spec 2 §5, as the client's text. */
  attachmentTooLarge: { code: 413, message: "Sorry, but the maximum file size supported is 10MB :(" },
  attachmentNotBase64: { code: 400, message: "fileContent must be a data URL or base64" },
  /** The bytes are a program (or a script) whatever the name says. */
  attachmentExecutable: { code: 415, message: "Programs cannot be shared in chat" },
  /** The declared type (data URL or fileType) is not what the bytes are. */
  attachmentTypeMismatch: { code: 415, message: "The file's content does not match its type" },
  chatTooFast: { code: 429, message: "Too many requests. Please wait a minute and try again." },
  /** chat/urlmetadata: data.reason says which rule refused (see PreviewRefusal in chat.ts). */
  previewRefused: { code: 422, message: "This link cannot be previewed" },
  /** chat/push/subscribe: at most CHAT_PUSH_MAX_SUBSCRIPTIONS browsers per user. */
  pushTooManySubscriptions: { code: 413, message: "Too many browsers subscribed to notifications" },
  /** chat/push/subscribe: the endpoint is not a push service on the public Internet. */
  pushEndpointRefused: { code: 400, message: "This push service cannot be reached" },
} as const;
