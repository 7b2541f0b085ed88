export { InvitationForm } from './components/invitation-form';
export { InvitationInvalid } from './components/invitation-invalid';
export { TeamDialog } from './components/team-dialog';
