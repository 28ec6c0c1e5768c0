// How the project launches Chromium, for the browser tests and the browser benchmark alike:
// Debian's package (Playwright cannot download its own browser here), without the background
// traffic that would blur a measurement or slow a test.

export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
