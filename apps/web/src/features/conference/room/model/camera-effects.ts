import type { EffectPipeline } from "./effect-pipeline";
import { type StoredEffect, effectTexts } from "./video-effect-settings";
import { useVideoEffectStore } from "./video-effect-store";

interface CameraOutlet {
  /** Puts a track on the published video (RTCRtpSender.replaceTrack: no renegotiation). */
  readonly publish: (track: MediaStreamTrack) => Promise<void>;
  /** Shows a track on the own tile. */
  readonly show: (track: MediaStreamTrack) => void;
}

/**
 * The room's camera with or without its background effect: runs the effect pipeline (loaded on first
 * use, its own chunk) while an effect is chosen and the camera is on, and publishes its output in
 * place of the camera; with no effect, the camera off or the room left, it publishes the raw camera
 * again and stops the pipeline with its model.
 */
export class CameraEffects {
  #pipeline: EffectPipeline | null = null;
  #generation = 0;
  #disposed = false;

  constructor(
    private camera: MediaStreamTrack | null,
    private readonly outlet: CameraOutlet,
  ) {}

  /** Applies a choice; `cameraOn` false stops processing whatever the choice. */
  async apply(choice: StoredEffect, cameraOn: boolean): Promise<void> {
    const generation = ++this.#generation;
    const camera = this.camera;
    if (choice.effect === "none" || !cameraOn || camera === null || this.#disposed) {
      await this.#stopPipeline();
      useVideoEffectStore.setState({ status: "off" });
      return;
    }
    if (this.#pipeline !== null) {
      await this.#pipeline.setEffect(choice.effect, choice.background);
      return;
    }
    useVideoEffectStore.setState({ status: "starting" });
    try {
      const { EffectPipeline } = await import("./effect-pipeline");
      const pipeline = await EffectPipeline.start(camera, choice.effect, choice.background);
      if (generation !== this.#generation || this.#disposed) {
        await pipeline.stop();
        return;
      }
      this.#pipeline = pipeline;
      await this.outlet.publish(pipeline.output);
      this.outlet.show(pipeline.output);
      useVideoEffectStore.setState({ status: "on" });
    } catch (error) {
      if (generation !== this.#generation) return;
      await this.#stopPipeline();
      const reason = error instanceof Error ? `: ${error.message}` : "";
      useVideoEffectStore.setState({
        status: "failed",
        notice: { text: `${effectTexts.failed}${reason}`, severity: "error" },
      });
    }
  }

  /**
   * Another camera (a device change). True when the pipeline took it, its output staying published;
   * false when the caller publishes the track itself.
   */
  cameraChanged(track: MediaStreamTrack): boolean {
    this.camera = track;
    if (this.#pipeline === null) return false;
    this.#pipeline.setSource(track);
    return true;
  }

  async #stopPipeline(): Promise<void> {
    const pipeline = this.#pipeline;
    if (pipeline === null) return;
    this.#pipeline = null;
    if (this.camera !== null && !this.#disposed) {
      await this.outlet.publish(this.camera);
      this.outlet.show(this.camera);
    }
    await pipeline.stop();
  }

  async dispose(): Promise<void> {
    this.#disposed = true;
    this.#generation += 1;
    await this.#stopPipeline();
    useVideoEffectStore.setState({ status: "off" });
  }
}
