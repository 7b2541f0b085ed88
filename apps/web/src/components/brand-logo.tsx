import { useId, type ComponentProps } from 'react';

/** The product mark: a chat bubble with a clinic cross (same drawing as the favicon). */
export function BrandLogo(props: ComponentProps<'svg'>) {
  // Each instance needs its own gradient id: a url(#id) into a hidden copy renders nothing.
  const gradientId = `brand-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" {...props}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#10b981" />
          <stop offset="1" stopColor="#0d9488" />
        </linearGradient>
      </defs>
      <path
        d="M32 5C17.1 5 5 16.4 5 30.5c0 5.1 1.6 9.9 4.4 13.9L6 58l14.3-4.1c3.5 1.6 7.5 2.6 11.7 2.6 14.9 0 27-11.4 27-25.5S46.9 5 32 5z"
        fill={`url(#${gradientId})`}
      />
      <path d="M27 18h10v8.5h8.5v10H37V45H27v-8.5h-8.5v-10H27z" fill="#fff" />
    </svg>
  );
}
