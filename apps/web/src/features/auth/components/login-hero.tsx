import { MSG } from '@conecta/contract';

import { BrandLogo } from '@/components/brand-logo';

import { HeroIllustration } from './hero-illustration';

/** The wide-screen panel beside the sign-in forms: illustration, product name and tagline. */
export function LoginHero() {
  return (
    <section className="relative hidden overflow-hidden bg-linear-to-br from-emerald-600 via-emerald-700 to-teal-800 text-white lg:flex lg:flex-col lg:justify-between lg:p-12 xl:p-16">
      <div className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-teal-400/20 blur-3xl" />
      <div className="pointer-events-none absolute -bottom-32 -left-20 size-96 rounded-full bg-emerald-300/10 blur-3xl" />
      <div className="relative flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-white/95 p-1.5 shadow-sm">
          <BrandLogo className="size-full" />
        </span>
        <p className="text-xl font-semibold tracking-tight">{MSG.login.heroTitle}</p>
      </div>
      <HeroIllustration className="relative mx-auto my-8 w-full max-w-lg" />
      <p className="relative max-w-md text-2xl leading-snug font-semibold text-balance xl:text-3xl">
        {MSG.login.heroTagline}
      </p>
    </section>
  );
}
