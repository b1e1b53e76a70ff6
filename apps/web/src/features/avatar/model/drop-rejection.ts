import { avatarTexts } from "@mobex/contracts/avatar";
import { ErrorCode, type FileRejection } from "react-dropzone";

/**
 * spec 1 §5: "A rejected drop shows the rejection message with fallback 'File should be JPG and
 * 100KB Max'". The first reason wins: several files dropped at once all carry "too many files".
 */
const texts: Partial<Record<string, string>> = {
  [ErrorCode.TooManyFiles]: avatarTexts.tooMany,
  [ErrorCode.FileInvalidType]: avatarTexts.wrongType,
  [ErrorCode.FileTooLarge]: avatarTexts.tooLarge,
};

export function rejectionText(rejections: readonly FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  return (code === undefined ? undefined : texts[code]) ?? avatarTexts.rejectedFallback;
}
