import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import {
  SELFIE_SEGMENTATION_FILES,
  SELFIE_SEGMENTATION_PATH,
} from "../src/services/segmentation/selfie-segmentation-assets";

const packageDir = dirname(
  createRequire(import.meta.url).resolve("@mediapipe/selfie_segmentation/package.json"),
);
const served = new Set<string>(SELFIE_SEGMENTATION_FILES);
const contentType = (file: string) =>
  file.endsWith(".js")
    ? "text/javascript"
    : file.endsWith(".wasm")
      ? "application/wasm"
      : "application/octet-stream";

/**
 * The segmentation model and its wasm, fetched only when a background effect is turned on: copied
 * into the build under SELFIE_SEGMENTATION_PATH (the server serves the build), and served from the
 * package by the dev server.
 */
export function segmentationAssets(): Plugin {
  return {
    name: "mobex-segmentation-assets",
    async generateBundle() {
      for (const file of SELFIE_SEGMENTATION_FILES)
        this.emitFile({
          type: "asset",
          fileName: `${SELFIE_SEGMENTATION_PATH.slice(1)}${file}`,
          source: await readFile(join(packageDir, file)),
        });
    },
    configureServer(server) {
      server.middlewares.use(SELFIE_SEGMENTATION_PATH, (request, response, next) => {
        const file = (request.url ?? "").split("?")[0]?.slice(1) ?? "";
        if (!served.has(file)) {
          next();
          return;
        }
        response.setHeader("content-type", contentType(file));
        createReadStream(join(packageDir, file)).pipe(response);
      });
    },
  };
}
