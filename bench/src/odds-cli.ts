import { oddsBench } from './odds';

await oddsBench();
