/** What other features use of the marketing pages: the three "coming soon" tiles LeapMarket's page opens with. */
export { ComingSoonTiles } from './components/coming-soon-tiles';
