// Real Apache (Debian package `apache2`) with dist/ as document root and AllowOverride All, so the
// generated dist/.htaccess applies as on a shared host (docs/deploy.md).
import { describeHost } from "./host-suite.ts";
import { startApache } from "./servers.ts";

describeHost("Apache", startApache);
