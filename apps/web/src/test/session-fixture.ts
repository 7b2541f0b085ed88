import type { DashboardResponse } from '@conecta/contract';

type SessionUser = DashboardResponse['user'];
type SessionClinic = NonNullable<DashboardResponse['clinic']>;

/** Ana, a confirmed person of the app (not an administrator), in São Paulo's time. */
const ANA: SessionUser = {
  id: 'u1',
  name: 'Ana',
  email: 'ana@clinica.com',
  role: 'USER',
  confirmed: true,
  timeZone: 'America/Sao_Paulo',
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** The signed-in person: Ana, with what the test is about in `over`. */
export function sessionUser(over: Partial<SessionUser> = {}): SessionUser {
  return { ...ANA, ...over };
}

/**
 * The dashboard data the signed-in layout provides: Ana, Responsável of a clinic of two. `clinic:
 * null` leaves the clinic out, as a copy stored by an older build has it (a screen then behaves
 * as in a clinic of one).
 */
export function dashboardSession(
  over: { user?: Partial<SessionUser>; clinic?: Partial<SessionClinic> | null } = {},
): DashboardResponse {
  const session: DashboardResponse = {
    success: true,
    demoMode: false,
    user: sessionUser(over.user),
  };
  if (over.clinic === null) return session;
  return {
    ...session,
    clinic: { id: 'c1', name: 'Clínica', role: 'RESPONSAVEL', members: 2, ...over.clinic },
  };
}
