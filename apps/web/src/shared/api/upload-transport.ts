import { serverReachability } from "../connection/server-reachability";
import { ApiError } from "./api-error";
import { type RawAnswer, readEnvelope } from "./transport";

/** How much of a request's body has gone out. */
export type UploadProgress = (sentBytes: number, totalBytes: number) => void;

/**
 * `transmit` for a large JSON POST whose sending is shown: fetch reports no upload progress, so this
 * one request goes by XMLHttpRequest, and its answer is read as the same envelope.
 */
export function transmitWithUploadProgress(
  path: string,
  payload: unknown,
  onProgress: UploadProgress,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.setRequestHeader("Content-Type", "application/json");
    request.withCredentials = true;
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    request.addEventListener("load", () => {
      serverReachability.reportAnswer();
      // A Response cannot hold a body with these statuses (nor be made with a status outside 200–599); none carries an envelope.
      const bodiless = [204, 205, 304].includes(request.status);
      const status = request.status >= 200 && request.status <= 599 ? request.status : 500;
      const response = new Response(bodiless ? null : request.responseText, {
        status,
        statusText: request.statusText,
      });
      readEnvelope(path, response).then(resolve, reject);
    });
    request.addEventListener("error", () => {
      serverReachability.reportFailure();
      reject(new ApiError("network", `Could not reach the server (${path})`));
    });
    request.send(JSON.stringify(payload));
  });
}
