/** Debian's Chromium, headless, without the background traffic a test machine must not make. */
export const ARGUMENTOS_CHROMIUM = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync']
