import { createContext, useContext } from 'react';

/** The open chat's id, for what a message row does with the server (a voice note's 'Transcrever'). */
export const OpenChatIdContext = createContext<string | null>(null);

export const useOpenChatId = () => useContext(OpenChatIdContext);
