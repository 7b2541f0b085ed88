import type { ComponentProps } from 'react';

const MINT = '#a7f3d0';
const INK = '#0b3b33';
const LINE = '#94a3b8';

/** Read ticks under a sent message. */
function Ticks({ x, y }: { x: number; y: number }) {
  return (
    <path
      d={`M${x} ${y}l3 3 5-6M${x + 6} ${y + 3}l5-6`}
      stroke="#0d9488"
      strokeWidth={1.8}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/**
 * Drawn for the login hero: a phone with a clinic's chat, a typing bubble, a care message and a
 * clinic cross. Decorative, so hidden from assistive technology.
 */
export function HeroIllustration(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 480 410" fill="none" aria-hidden="true" focusable="false" {...props}>
      <circle cx="245" cy="210" r="180" fill="#fff" opacity="0.07" />
      <circle cx="245" cy="210" r="130" fill="#fff" opacity="0.08" />
      <path
        d="M150 112C215 12 318 18 352 78"
        stroke="#fff"
        strokeOpacity="0.55"
        strokeWidth="3"
        strokeDasharray="2 10"
        strokeLinecap="round"
      />
      <ellipse cx="245" cy="384" rx="112" ry="12" fill="#022c22" opacity="0.22" />

      {/* phone */}
      <rect x="165" y="50" width="160" height="314" rx="30" fill={INK} />
      <rect
        x="165"
        y="50"
        width="160"
        height="314"
        rx="30"
        stroke="#fff"
        strokeOpacity="0.3"
        strokeWidth="2"
      />
      <rect x="177" y="64" width="136" height="286" rx="20" fill="#f0fdf4" />
      <path d="M177 110V84a20 20 0 0 1 20-20h96a20 20 0 0 1 20 20v26z" fill="#059669" />
      <rect x="222" y="70" width="46" height="7" rx="3.5" fill={INK} />
      <circle cx="200" cy="94" r="10" fill="#d1fae5" />
      <path d="M198 88h4v4h4v4h-4v4h-4v-4h-4v-4h4z" fill="#059669" />
      <rect x="217" y="87" width="56" height="6" rx="3" fill="#fff" opacity="0.9" />
      <rect x="217" y="98" width="34" height="5" rx="2.5" fill="#fff" opacity="0.6" />

      <rect x="189" y="124" width="86" height="30" rx="12" fill="#fff" stroke="#d1fae5" />
      <rect x="199" y="133" width="60" height="5" rx="2.5" fill={LINE} />
      <rect x="199" y="142" width="38" height="5" rx="2.5" fill={LINE} opacity="0.7" />

      <rect x="213" y="166" width="88" height="26" rx="12" fill={MINT} />
      <rect x="223" y="176" width="48" height="5" rx="2.5" fill="#047857" opacity="0.55" />
      <Ticks x={280} y={181} />

      <rect x="189" y="204" width="100" height="40" rx="12" fill="#fff" stroke="#d1fae5" />
      <rect x="199" y="213" width="74" height="5" rx="2.5" fill={LINE} />
      <rect x="199" y="222" width="62" height="5" rx="2.5" fill={LINE} opacity="0.7" />
      <rect x="199" y="231" width="30" height="5" rx="2.5" fill={LINE} opacity="0.5" />

      <rect x="229" y="256" width="72" height="26" rx="12" fill={MINT} />
      <rect x="239" y="266" width="32" height="5" rx="2.5" fill="#047857" opacity="0.55" />
      <Ticks x={280} y={271} />

      <rect x="187" y="306" width="90" height="28" rx="14" fill="#fff" stroke="#d1fae5" />
      <rect x="199" y="318" width="40" height="4" rx="2" fill="#cbd5e1" />
      <circle cx="295" cy="320" r="13" fill="#059669" />
      <path d="M289 320l12-6-4 12-2-5z" fill="#fff" />

      {/* typing bubble */}
      <path
        d="M52 132h100a18 18 0 0 1 18 18v32a18 18 0 0 1-18 18H84l-22 17v-17H52a18 18 0 0 1-18-18v-32a18 18 0 0 1 18-18z"
        fill="#022c22"
        opacity="0.12"
        transform="translate(4 6)"
      />
      <path
        d="M52 132h100a18 18 0 0 1 18 18v32a18 18 0 0 1-18 18H84l-22 17v-17H52a18 18 0 0 1-18-18v-32a18 18 0 0 1 18-18z"
        fill="#fff"
      />
      <circle cx="76" cy="166" r="7" fill="#10b981" />
      <circle cx="102" cy="166" r="7" fill="#10b981" opacity="0.7" />
      <circle cx="128" cy="166" r="7" fill="#10b981" opacity="0.4" />

      {/* care message */}
      <path
        d="M334 236h102a16 16 0 0 1 16 16v32a16 16 0 0 1-16 16h-6v16l-20-16h-76a16 16 0 0 1-16-16v-32a16 16 0 0 1 16-16z"
        fill="#fff"
      />
      <path d="M351 281l-11-11a6.5 6.5 0 0 1 11-8 6.5 6.5 0 0 1 11 8z" fill="#f43f5e" />
      <rect x="370" y="258" width="64" height="6" rx="3" fill="#cbd5e1" />
      <rect x="370" y="272" width="44" height="6" rx="3" fill="#cbd5e1" opacity="0.7" />

      {/* clinic cross */}
      <circle
        cx="392"
        cy="110"
        r="53"
        stroke="#fff"
        strokeOpacity="0.45"
        strokeWidth="2"
        strokeDasharray="4 8"
      />
      <circle cx="392" cy="110" r="42" fill="#fff" />
      <path d="M382 84h20v16h16v20h-16v16h-20v-16h-16v-20h16z" fill="#10b981" />

      {/* heartbeat and sparkles */}
      <path
        d="M26 300h52l12-24 14 52 14-40 10 12h34"
        stroke="#fff"
        strokeOpacity="0.85"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g stroke="#fde68a" strokeWidth="3" strokeLinecap="round">
        <path d="M118 58v18M109 67h18" />
        <path d="M446 196v14M439 203h14" />
        <path d="M58 244v12M52 250h12" />
      </g>
    </svg>
  );
}
