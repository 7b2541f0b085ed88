import { createContext, useContext } from 'react';

/**
 * The open chat's patient as the board names them (the contact's name, else the phone): a quote
 * of their message says who wrote it ('Maria Souza'), as WhatsApp does, instead of 'Contato'.
 */
export const PatientNameContext = createContext<string | null>(null);

export const usePatientName = () => useContext(PatientNameContext);
