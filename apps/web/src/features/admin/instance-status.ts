import { type InstanceBadge, MSG } from '@conecta/contract';

export type StatusBadgeStyle = {
  label: string;
  description: string;
  /** Tailwind classes of the badge: background, text, border. */
  className: string;
  /** Tailwind class of the dot in front of the label. */
  dotClassName: string;
};

const STYLES: Record<InstanceBadge, Pick<StatusBadgeStyle, 'className' | 'dotClassName'>> = {
  ACTIVE: {
    className: 'border-emerald-200 bg-emerald-50 text-emerald-800',
    dotClassName: 'bg-emerald-500',
  },
  DEACTIVATED: {
    className: 'border-gray-200 bg-gray-100 text-gray-700',
    dotClassName: 'bg-gray-400',
  },
  EXPIRED: { className: 'border-red-200 bg-red-50 text-red-800', dotClassName: 'bg-red-500' },
  PENDING: {
    className: 'border-amber-200 bg-amber-50 text-amber-900',
    dotClassName: 'bg-amber-500',
  },
  INACTIVE: {
    className: 'border-slate-300 bg-slate-100 text-slate-700',
    dotClassName: 'bg-slate-500',
  },
};

/** The badge of an instance status: ACTIVE green, DEACTIVATED gray, EXPIRED red, PENDING amber, INACTIVE slate. */
export function statusBadge(status: InstanceBadge): StatusBadgeStyle {
  return { ...MSG.adminPage.status[status], ...STYLES[status] };
}
