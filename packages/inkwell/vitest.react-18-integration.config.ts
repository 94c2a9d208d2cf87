import {react18Tier} from './vitest.react-18.config.js';

// The renderer's security tests in Chromium, under React 18.3.
export default react18Tier('integration');
