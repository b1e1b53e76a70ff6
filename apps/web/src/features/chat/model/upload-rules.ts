import { CHAT_ATTACHMENT_MAX_BYTES } from "@mobex/contracts/chat";

/** spec 2 §5 upload texts. */
export const UPLOAD_TEXTS = {
  onlyOne: "Please select only one file",
  tooLarge: "Sorry, but the maximum file size supported is 10MB :(",
  failed: "Could not complete upload",
} as const;

/** spec 2 §5: one file at a time, at most 10 MB. The refusal's text, or null when it may go. */
export function uploadRefusal(files: readonly { readonly size: number }[]): string | null {
  if (files.length !== 1) return UPLOAD_TEXTS.onlyOne;
  if ((files[0]?.size ?? 0) > CHAT_ATTACHMENT_MAX_BYTES) return UPLOAD_TEXTS.tooLarge;
  return null;
}

/** spec 2 §8: 'Error code {status} : {message}' when the server refused, else 'Could not complete upload'. */
export function uploadFailureText(status: number | undefined, message: string): string {
  return status === undefined ? UPLOAD_TEXTS.failed : `Error code ${status} : ${message}`;
}
