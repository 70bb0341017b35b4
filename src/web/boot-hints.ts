/**
 * Marks a prerendered page's part whose content is live (fetched after hydration, such as LeapMarket's projects):
 * boot.ts then starts the app once the page has loaded and the browser is idle, not only on the first interaction,
 * so a visitor who only looks still sees it (decision 0002, "Live content").
 */
export const STARTS_WHEN_IDLE_ATTRIBUTE = 'data-starts-when-idle';
