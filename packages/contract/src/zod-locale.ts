import { z } from 'zod';
import pt from 'zod/v4/locales/pt.js';

// Messages the catalogue does not override (wrong types, unknown keys) still reach a person, so
// they are pt-BR on both sides too.
z.config(pt());
