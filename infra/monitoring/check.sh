#!/usr/bin/env bash
# Checks the monitoring configuration with promtool (Debian's prometheus package): the alert rules and their unit
# tests, the scrape configuration, and every query of the Grafana dashboard (as recording rules, so that promtool
# parses them). A second or two.
set -euo pipefail
cd "$(dirname "$0")"
promtool check rules alerts.yml
promtool test rules alerts.test.yml
# --syntax-only: the token file is written when the compose profile starts.
promtool check config --syntax-only prometheus.yml
queries="$(mktemp --suffix=.yml)"
trap 'rm -f "$queries"' EXIT
node -e '
  const dashboard = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const exprs = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr));
  const rules = exprs.map((expr, i) => `      - record: dashboard:query_${i}\n        expr: ${JSON.stringify(expr)}`);
  console.log(`groups:\n  - name: dashboard\n    rules:\n${rules.join("\n")}`);
' grafana/dashboards/grandtour-overview.json >"$queries"
echo "Dashboard queries:"
promtool check rules "$queries"
