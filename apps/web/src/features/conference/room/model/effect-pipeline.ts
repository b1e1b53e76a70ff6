import { SelfieSegmenter } from "../../../../services/segmentation/selfie-segmenter";
import { BLUR_RADIUS_PX, type VideoEffect } from "./video-effect-settings";

export type ActiveEffect = Exclude<VideoEffect, "none">;

/** The output rate when the camera does not report its own. */
const DEFAULT_FRAME_RATE = 30;

/** A User Timing measure holding the mean segmentation and composition time per frame. */
export const FRAME_MEASURE = "mobex-effect-frame";

/** The landscape model's input is 256x144: a frame sent at that width spares uploading the full one. */
const MODEL_INPUT_WIDTH = 256;

function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  return image.decode().then(() => image);
}

/** The image scaled to cover the frame, centred (as CSS `object-fit: cover`). */
function drawCover(
  context: CanvasRenderingContext2D,
  image: HTMLImageElement,
  width: number,
  height: number,
) {
  const scale = Math.max(width / image.naturalWidth, height / image.naturalHeight);
  const drawnWidth = image.naturalWidth * scale;
  const drawnHeight = image.naturalHeight * scale;
  context.drawImage(image, (width - drawnWidth) / 2, (height - drawnHeight) / 2, drawnWidth, drawnHeight);
}

/**
 * The camera with its background blurred or replaced: each camera frame goes through the person
 * segmentation, and the person is drawn sharp over the blurred frame or the image on a canvas whose
 * captured track is what the room publishes. `stop` ends the loop, the model and the output track.
 */
export class EffectPipeline {
  readonly output: MediaStreamTrack;
  readonly #video = document.createElement("video");
  readonly #canvas = document.createElement("canvas");
  readonly #context: CanvasRenderingContext2D;
  readonly #modelInput = document.createElement("canvas");
  readonly #modelInputContext: CanvasRenderingContext2D;
  #effect: ActiveEffect;
  #background: HTMLImageElement | null;
  #frameRequest: number | null = null;
  #stopped = false;
  #frames = 0;
  /** Frames before this time are skipped (see #process). */
  #resumeAt = 0;
  #processingMs = 0;

  private constructor(
    private readonly segmenter: SelfieSegmenter,
    source: MediaStreamTrack,
    effect: ActiveEffect,
    background: HTMLImageElement | null,
  ) {
    const context = this.#canvas.getContext("2d");
    const modelInputContext = this.#modelInput.getContext("2d");
    if (context === null || modelInputContext === null) throw new Error("No 2D canvas");
    this.#context = context;
    this.#modelInputContext = modelInputContext;
    this.#effect = effect;
    this.#background = background;
    const { width = 640, height = 360, frameRate = DEFAULT_FRAME_RATE } = source.getSettings();
    this.#canvas.width = width;
    this.#canvas.height = height;
    const output = this.#canvas.captureStream(frameRate).getVideoTracks()[0];
    if (output === undefined) throw new Error("The canvas gave no track");
    this.output = output;
    this.#video.muted = true;
    this.#video.playsInline = true;
    this.setSource(source);
  }

  static async start(
    source: MediaStreamTrack,
    effect: ActiveEffect,
    backgroundUrl: string | null,
  ): Promise<EffectPipeline> {
    const [segmenter, background] = await Promise.all([
      SelfieSegmenter.create(),
      backgroundUrl === null ? null : loadImage(backgroundUrl),
    ]);
    return new EffectPipeline(segmenter, source, effect, background);
  }

  /** Another camera (a device change) behind the same output track. */
  setSource(track: MediaStreamTrack): void {
    this.#video.srcObject = new MediaStream([track]);
    void this.#video.play().catch(() => undefined);
    this.#requestFrame();
  }

  async setEffect(effect: ActiveEffect, backgroundUrl: string | null): Promise<void> {
    this.#background = backgroundUrl === null ? null : await loadImage(backgroundUrl);
    this.#effect = effect;
  }

  #requestFrame(): void {
    if (this.#stopped || this.#frameRequest !== null) return;
    this.#frameRequest = this.#video.requestVideoFrameCallback((now) => {
      this.#frameRequest = null;
      if (now < this.#resumeAt) {
        this.#requestFrame();
        return;
      }
      // A frame the model could not take is skipped: the output keeps its last picture.
      void this.#process()
        .catch(() => undefined)
        .finally(() => this.#requestFrame());
    });
  }

  async #process(): Promise<void> {
    const started = performance.now();
    const { videoWidth, videoHeight } = this.#video;
    if (videoWidth === 0) return;
    const input = this.#modelInput;
    input.width = MODEL_INPUT_WIDTH;
    input.height = Math.round((MODEL_INPUT_WIDTH * videoHeight) / videoWidth);
    this.#modelInputContext.drawImage(this.#video, 0, 0, input.width, input.height);
    const mask = await this.segmenter.segment(input);
    if (this.#stopped) return;
    // The full-size frame for the picture, the model's small one only for the mask.
    this.#compose(this.#video, mask);
    const elapsedMs = performance.now() - started;
    this.#frames += 1;
    this.#processingMs += elapsedMs;
    // Where a frame takes longer than the camera's interval (software WebGL), frames are skipped so
    // that the effect takes at most half of the page's main thread and the room stays responsive.
    this.#resumeAt = performance.now() + elapsedMs;
    // The budget's figure (ms per frame), for the performance panel and the tests: one entry, replaced.
    performance.clearMeasures(FRAME_MEASURE);
    performance.measure(FRAME_MEASURE, {
      start: started,
      end: performance.now(),
      detail: { frames: this.#frames, meanMs: this.#processingMs / this.#frames },
    });
  }

  #compose(frame: CanvasImageSource, mask: CanvasImageSource): void {
    const { videoWidth, videoHeight } = this.#video;
    const canvas = this.#canvas;
    if (videoWidth > 0 && (canvas.width !== videoWidth || canvas.height !== videoHeight)) {
      canvas.width = videoWidth;
      canvas.height = videoHeight;
    }
    const { width, height } = canvas;
    const context = this.#context;
    context.save();
    context.clearRect(0, 0, width, height);
    // The person: the frame kept only where the mask is.
    context.drawImage(mask, 0, 0, width, height);
    context.globalCompositeOperation = "source-in";
    context.drawImage(frame, 0, 0, width, height);
    // The background behind it.
    context.globalCompositeOperation = "destination-over";
    if (this.#effect === "image" && this.#background !== null)
      drawCover(context, this.#background, width, height);
    else {
      context.filter = `blur(${BLUR_RADIUS_PX}px)`;
      context.drawImage(frame, 0, 0, width, height);
    }
    context.restore();
  }

  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    if (this.#frameRequest !== null) this.#video.cancelVideoFrameCallback(this.#frameRequest);
    this.#frameRequest = null;
    this.#video.srcObject = null;
    this.output.stop();
    await this.segmenter.close();
  }
}
