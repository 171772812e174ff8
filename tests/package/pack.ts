// `npm run test:package`, step one: a fresh `npm pack` and install for the package tests.
import { packAndInstall } from './installed';

const installed = packAndInstall();
console.log(`packed ${installed.tarball}\ninstalled into ${installed.installDir}`);
