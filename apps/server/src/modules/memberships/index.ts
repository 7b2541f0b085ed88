export type { Member } from './member.ts';
export { membershipsRepo, type MemberRow } from './memberships-repo.ts';
