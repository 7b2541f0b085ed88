import { MSG, TAG_COLORS } from '@conecta/contract';

export type PaletteColor = { value: string; name: string };

/** The ten tag colours in spec order (the first is the default), each with its pt-BR name. */
export const PALETTE: readonly PaletteColor[] = TAG_COLORS.map((value, i) => ({
  value,
  name: MSG.tagsAdmin.colorNames[i] ?? value,
}));

export const DEFAULT_COLOR: string = TAG_COLORS[0];

/** The palette entry for a stored colour (any case); the default when it is not in the palette. */
export function paletteValue(color: string): string {
  const upper = color.trim().toUpperCase();
  return PALETTE.some((c) => c.value === upper) ? upper : DEFAULT_COLOR;
}
