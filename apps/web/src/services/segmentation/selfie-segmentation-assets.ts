/**
 * Where the app serves MediaPipe's selfie segmentation (the npm package @mediapipe/selfie_segmentation,
 * Apache-2.0): its loader script, wasm and models, copied from the package into the build by
 * vite-plugins/segmentation-assets.ts. Never a CDN: the app and its tests run offline.
 */
export const SELFIE_SEGMENTATION_PATH = "/models/selfie-segmentation/";

/** The package's files the solution fetches (the .data file is empty and never asked for). */
export const SELFIE_SEGMENTATION_FILES = [
  "selfie_segmentation.js",
  "selfie_segmentation.binarypb",
  "selfie_segmentation.tflite",
  "selfie_segmentation_landscape.tflite",
  "selfie_segmentation_solution_simd_wasm_bin.js",
  "selfie_segmentation_solution_simd_wasm_bin.wasm",
  "selfie_segmentation_solution_wasm_bin.js",
  "selfie_segmentation_solution_wasm_bin.wasm",
] as const;
