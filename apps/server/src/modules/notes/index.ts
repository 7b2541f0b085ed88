export { notesRepo, type NoteRow } from './notes-repo.ts';
export { createNotesService, type NoteMentionNotice, type NotesService } from './notes-service.ts';
export { noteRoutes, type NotesAccessLog } from './routes.ts';
