// Real nginx (Debian package `nginx`) with `server { root dist; include dist/nginx.conf; }` (docs/deploy.md).
import { describeHost } from "./host-suite.ts";
import { startNginx } from "./servers.ts";

describeHost("nginx", startNginx);
