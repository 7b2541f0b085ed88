/** The shape of issue 37's data set, shared by bench/scale-seed.ts and bench/scale.ts. */
export const SCALE = {
  clinics: 1000,
  chats: 2_000_000,
  bigClinics: 10,
  bigChats: 50_000,
  /** The first chat of the first clinic: a long conversation to page back through. */
  longChatMessages: 5_000,
  // Fixed so the seed's sealed tokens open in the three server processes (their JWT_SECRET).
  jwtSecret: 'segredo-do-benchmark-de-escala-com-mais-de-32-caracteres',
  mediaKey: 'chave-de-midia-do-benchmark-de-escala-com-32-caracteres',
  password: 'senha-do-benchmark',
  email: (i: number) => `scale-${i}@clinica.test`,
  phone: (k: number) => `55119${String(k).padStart(8, '0')}`,
};

export function scaleUrl(): string {
  return process.env.BENCH_SCALE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_scale';
}

/** Chats per clinic: ten of 50,000, the rest spread from 200 to 2,800, 2,000,000 in all. */
export function scaleChatCounts(): number[] {
  const small = SCALE.clinics - SCALE.bigClinics;
  const counts: number[] = Array.from({ length: SCALE.bigClinics }, () => SCALE.bigChats);
  for (let k = 0; k < small; k++)
    counts.push(200 + Math.round((2600 * ((k * 37) % small)) / small));
  const total = counts.reduce((s, n) => s + n, 0);
  counts[counts.length - 1]! += SCALE.chats - total;
  return counts;
}
