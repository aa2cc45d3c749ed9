// The floor's own (empty) configuration: without it Next.js finds the app's next.config.ts up the tree.
const floorConfig = {};
export default floorConfig;
