import {inkwellTier} from './vitest.config.js';

// The library's tests that start a browser, a server, an emulator or a build.
export default inkwellTier('integration');
