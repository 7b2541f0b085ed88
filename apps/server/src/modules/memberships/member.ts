/**
 * Who acts: the clinic whose work is touched and the person doing it. Services that record who
 * did something (a message sent, a task scheduled) take this instead of the clinic alone; the
 * request's AuthContext is one.
 */
export interface Member {
  clinicId: string;
  userId: string;
}
