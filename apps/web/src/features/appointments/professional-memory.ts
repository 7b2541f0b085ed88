const KEY = 'conecta.appointmentProfessional';

/** The professional last written in this browser: most clinics schedule for the same few. */
export function rememberedProfessional(storage: Storage = window.localStorage): string {
  try {
    return storage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberProfessional(name: string, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(KEY, name.trim());
  } catch {
    // A browser that keeps nothing only loses the convenience.
  }
}
