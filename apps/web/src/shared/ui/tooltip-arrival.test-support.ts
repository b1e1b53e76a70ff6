/**
 * For tests of LazyTooltip: MUI's Tooltip module arrives when the test calls `release()`; until
 * then the children are drawn without it. A test file mocks the module with
 * `vi.mock("@mui/material/Tooltip", tooltipArrivingOnRelease)`.
 */
let release: () => void = () => undefined;
const gate = new Promise<void>((resolve) => (release = resolve));

export const tooltipArrival = { release: () => release() };

export async function tooltipArrivingOnRelease(importOriginal: () => Promise<unknown>): Promise<unknown> {
  await gate;
  return importOriginal();
}
