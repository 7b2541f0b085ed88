import { createContext, useContext } from 'react';

/**
 * Whether bubbles say who sent them ('Enviado por Ana', 'Celular'): only in a clinic of more
 * than one member, where that is news; a clinic of one sees its window as before.
 */
export const ShowSendersContext = createContext(false);

export const useShowSenders = () => useContext(ShowSendersContext);
