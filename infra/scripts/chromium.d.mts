export function findChromium(): string | undefined;
/** The Chromium to drive; installs Debian's package as root when missing, otherwise exits with how to get it. */
export function ensureChromium(): string;
