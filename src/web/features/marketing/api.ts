/** What other features use of the marketing pages: the three LeapMarket tiles its page explains itself with. */
export { LeapMarketTiles } from './components/leap-market-tiles';
