// The bridge's exit codes that a supervisor reads: sysexits.h's numbers, so systemd's
// RestartPreventExitStatus, launchd and the bridge's own supervisor (cli/supervise.ts) can tell a
// start refused for its configuration, which retrying at once cannot fix, from a crash.

/** The command line was wrong (sysexits EX_USAGE). */
export const EXIT_USAGE = 64
/** The configuration was refused: a bad setting, a missing or exposed file (EX_CONFIG). */
export const EXIT_CONFIG = 78
/**
 * DATA_DIR's disk could not take the journal at start: full, failing, or too little space for an
 * import (EX_TEMPFAIL). Not a configuration error: freeing space fixes it, so it is tried again
 * soon, at a steady pace.
 */
export const EXIT_DISK = 75
