// The bridge's exit codes that a supervisor reads (issue 20): sysexits.h's numbers, so systemd's
// RestartPreventExitStatus, launchd and the bridge's own supervisor (cli/supervise.ts) can tell a
// start refused for its configuration, which retrying at once cannot fix, from a crash.

/** The command line was wrong (sysexits EX_USAGE). */
export const EXIT_USAGE = 64
/** The configuration was refused: a bad setting, a missing or exposed file (EX_CONFIG). */
export const EXIT_CONFIG = 78
