/**
 * USB ids of the Kuando Busylight models (UC Alpha and UC Omega; the first Alpha used Microchip's
 * vendor id). Kuando's own vendor id covers its later models as well.
 */
export const KUANDO_VENDOR_ID = 0x27bb;
export const MICROCHIP_VENDOR_ID = 0x04d8;
export const MICROCHIP_BUSYLIGHT_PRODUCT_ID = 0xf848;

export function isKuandoBusylight(vendorId: number, productId: number): boolean {
  return (
    vendorId === KUANDO_VENDOR_ID ||
    (vendorId === MICROCHIP_VENDOR_ID && productId === MICROCHIP_BUSYLIGHT_PRODUCT_ID)
  );
}

/** WebHID's `requestDevice` filters for the same devices. */
export const kuandoHidFilters = [
  { vendorId: KUANDO_VENDOR_ID },
  { vendorId: MICROCHIP_VENDOR_ID, productId: MICROCHIP_BUSYLIGHT_PRODUCT_ID },
] as const;
