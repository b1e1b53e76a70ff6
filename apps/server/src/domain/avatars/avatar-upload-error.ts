import { avatarTexts } from "@mobex/contracts/avatar";

/** Why an upload was refused: not a decodable JPEG/PNG (400) or over the 20 MB limit (413). */
export type AvatarRejection = "notAnImage" | "tooLarge";

const answers = {
  notAnImage: { code: 400, message: avatarTexts.notAnImage },
  tooLarge: { code: 413, message: avatarTexts.overLimit },
} as const satisfies Record<AvatarRejection, { code: number; message: string }>;

export class AvatarUploadError extends Error {
  override readonly name = "AvatarUploadError";
  readonly code: number;

  constructor(
    readonly reason: AvatarRejection,
    /** What was wrong in detail, for the log; the client sees the catalogue text. */
    readonly detail: string,
  ) {
    super(answers[reason].message);
    this.code = answers[reason].code;
  }
}
