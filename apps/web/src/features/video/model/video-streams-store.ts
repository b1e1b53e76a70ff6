import { create } from "zustand";

/** The media the video call panel draws: the own preview (camera or shared screen) and the far side. */
export interface VideoStreams {
  readonly local: MediaStream | null;
  readonly remote: MediaStream | null;
}

export const useVideoStreamsStore = create<VideoStreams>()(() => ({ local: null, remote: null }));
