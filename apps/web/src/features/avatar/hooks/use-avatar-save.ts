import { AVATAR_TARGET_BYTES } from "@mobex/contracts/avatar";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { avatarHashKey } from "../api/get-avatar-hash";
import { removeAvatar, uploadAvatar } from "../api/upload-avatar";
import { cropEncoder, type PixelArea } from "../model/crop-image";
import { readAsDataUrl } from "../model/image-file";
import { compressToTarget } from "../model/quality-search";

export type AvatarChange = { kind: "save"; image: CanvasImageSource; area: PixelArea } | { kind: "remove" };

/**
 * Saves (crop → compress to about 0.1 MB → upload) or removes the own picture, then puts the new
 * hash where every own avatar reads it, so the app bar changes at once.
 */
export function useAvatarSave(phone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: AvatarChange): Promise<string> => {
      if (change.kind === "remove") {
        await removeAvatar(phone);
        return "";
      }
      const blob = await compressToTarget(cropEncoder(change.image, change.area), AVATAR_TARGET_BYTES);
      return uploadAvatar(phone, await readAsDataUrl(blob));
    },
    onSuccess: (hash) => {
      queryClient.setQueryData(avatarHashKey(phone), hash);
      // The same person may be looked up by extension elsewhere (call screens).
      void queryClient.invalidateQueries({
        queryKey: ["avatar-hash"],
        predicate: (q) => q.queryKey[1] !== phone,
      });
    },
  });
}
