import { createQrPayload, renderQrDataUrl } from './render-qr.ts';
import type { SimContext } from './sim-context.ts';
import type { SimInstance } from './types.ts';

function currentSlot(sim: SimContext, instance: SimInstance): { slot: number; payload: string } {
  const slot = Math.floor((sim.options.now() - instance.qrEpoch) / sim.options.qrRefreshMs);
  if (instance.qrCache?.slot !== slot) {
    const payload = createQrPayload([sim.options.seed, instance.id, instance.qrEpoch, slot]);
    instance.qrCache = { slot, payload };
  }
  return instance.qrCache;
}

/** The QR payload of the moment: a new one every qrRefreshMs, like WhatsApp Web's. */
export function currentQrPayload(sim: SimContext, instance: SimInstance): string {
  return currentSlot(sim, instance).payload;
}

/** The current QR as a PNG data URL (rendered once per payload). */
export async function currentQrImage(sim: SimContext, instance: SimInstance): Promise<string> {
  const { slot, payload } = currentSlot(sim, instance);
  const cached = instance.qrCache;
  if (cached?.slot === slot && cached.dataUrl) return cached.dataUrl;
  const dataUrl = await renderQrDataUrl(payload);
  if (instance.qrCache?.slot === slot) instance.qrCache.dataUrl = dataUrl;
  return dataUrl;
}
