import base from './playwright.config';
export default { ...base, webServer: undefined, testDir: './specs/search', workers: 1 };
