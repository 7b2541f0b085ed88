/** A variable the server cannot start with; its message names it, in pt-BR. */
export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops the start with a message naming the variable. */
