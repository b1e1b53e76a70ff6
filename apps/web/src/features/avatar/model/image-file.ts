/** A picture chosen by the user: its object URL (for the cropper) and the decoded image. */
export interface ChosenImage {
  readonly url: string;
  readonly image: HTMLImageElement;
}

/**
 * Decodes the file in the browser: a file named .png that is no picture fails here, before any
 * upload (the server checks the bytes again). Rejects with the URL already revoked.
 */
export async function openImageFile(file: Blob): Promise<ChosenImage> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return { url, image };
}

/** The blob as a data: URL, which avatar/upload takes as its base64 field. */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === "string"
        ? resolve(reader.result)
        : reject(new Error("The picture could not be read"));
    reader.onerror = () => reject(reader.error ?? new Error("The picture could not be read"));
    reader.readAsDataURL(blob);
  });
}
