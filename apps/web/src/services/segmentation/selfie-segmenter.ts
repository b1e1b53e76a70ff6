import type { Results, SelfieSegmentation } from "@mediapipe/selfie_segmentation";
import { SELFIE_SEGMENTATION_PATH } from "./selfie-segmentation-assets";

/** The package's loader is a Closure script that defines a global rather than a module. */
interface SegmentationGlobal {
  SelfieSegmentation?: typeof SelfieSegmentation;
}

let loader: Promise<typeof SelfieSegmentation> | null = null;

/** Adds the package's loader script from our own server, once per page. */
function loadSolution(): Promise<typeof SelfieSegmentation> {
  loader ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `${SELFIE_SEGMENTATION_PATH}selfie_segmentation.js`;
    script.async = true;
    script.onload = () => {
      const solution = (globalThis as SegmentationGlobal).SelfieSegmentation;
      if (solution === undefined) reject(new Error("The segmentation script defined no solution"));
      else resolve(solution);
    };
    script.onerror = () => {
      loader = null;
      script.remove();
      reject(new Error("The segmentation script could not be loaded"));
    };
    document.head.append(script);
  });
  return loader;
}

/**
 * MediaPipe's person segmentation (the only file that touches @mediapipe/selfie_segmentation): a
 * frame in, the mask of the person out, computed in the package's wasm with WebGL.
 */
export class SelfieSegmenter {
  #latest: Results | null = null;

  private constructor(private readonly solution: SelfieSegmentation) {
    solution.onResults((results) => {
      this.#latest = results;
    });
  }

  static async create(): Promise<SelfieSegmenter> {
    const Solution = await loadSolution();
    const solution = new Solution({ locateFile: (file) => `${SELFIE_SEGMENTATION_PATH}${file}` });
    // The landscape model (144x256 input): the camera's 16:9 frames, and faster than the square one.
    solution.setOptions({ modelSelection: 1, selfieMode: false });
    try {
      await solution.initialize();
    } catch (error) {
      await solution.close();
      throw error;
    }
    return new SelfieSegmenter(solution);
  }

  /** The person's mask of a frame: drawable, opaque where the person is, at the frame's size. */
  async segment(frame: HTMLCanvasElement | HTMLVideoElement): Promise<Results["segmentationMask"]> {
    this.#latest = null;
    await this.solution.send({ image: frame });
    const results = this.#latest as Results | null;
    if (results === null) throw new Error("The segmentation gave no result");
    return results.segmentationMask;
  }

  close(): Promise<void> {
    return this.solution.close();
  }
}
